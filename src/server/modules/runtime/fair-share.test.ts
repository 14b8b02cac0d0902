// @both-databases: work lists taken with skip locked, company by company
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { signals } from './agents-schema'
import { agentEvents, agentRuns } from './schema'
import { processPendingEvents, processPendingSignals, RUNTIME_BATCH_SIZE } from './agent-runtime'
import type { RuntimeContext } from './agent-run-types'
import { createTestApp } from '@/server/test/test-app'
import { registerUser, requestJson } from '@/server/test/http'

// No company here sets a webhook, so no run has an output to queue.
const CONTEXT: RuntimeContext = {
  productName: 'AgentWorks',
  publicUrl: 'https://app.agentworks.example',
  enqueueAgentWebhooks: async () => {},
}

// One company's flood must not starve another's (decision 085). The app's own driver is stopped, so each batch here
// is one the test takes: what a batch holds is decided by the runtime, not by timing.
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
  await app.agentRuntime.settle()
})
afterAll(() => close())

type Company = { companyId: string; key: string; agents: Record<string, string> }

async function newCompany(agentIds: string[]): Promise<Company> {
  const owner = await registerUser(app)
  const deployed = (
    await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds } })
  ).json() as { id: string; catalogue_id: string }[]
  const key = (await requestJson(app, { method: 'POST', url: '/api/api-keys', cookie: owner.cookie, body: { name: 'test' } })).json()
  return {
    companyId: owner.user.company_id,
    key: key.key,
    agents: Object.fromEntries(deployed.map((agent) => [agent.catalogue_id, agent.id])),
  }
}

const lead = (index: number) => ({ type: 'lead.created', data: { ...EVENT_EXAMPLES['lead.created'][index % 4], lead_id: `lead-${index}` } })

async function postLead(company: Company, index = 0): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${company.key}` },
    payload: JSON.stringify(lead(index)),
  })
  expect(response.statusCode, response.body).toBe(202)
  return response.json().id
}

/** A backlog stored in one statement (quicker than HTTP), received an hour ago a millisecond apart: older than any post. */
async function seedEvents(company: Company, count: number): Promise<string[]> {
  const data = JSON.stringify(EVENT_EXAMPLES['lead.created'][1])
  await app.db.execute(sql`
    insert into agent_events (company_id, type, data, received_at)
    select ${company.companyId}, 'lead.created', ${data}::jsonb, now() - interval '1 hour' + i * interval '1 millisecond'
    from generate_series(0, ${count - 1}) i`)
  const stored = await app.db
    .select({ id: agentEvents.id })
    .from(agentEvents)
    .where(eq(agentEvents.company_id, company.companyId))
    .orderBy(asc(agentEvents.received_at))
  return stored.map((row) => row.id)
}

const eventRunsOf = (agentId: string) =>
  app.db
    .select({ event_id: agentRuns.event_id, status: agentRuns.status })
    .from(agentRuns)
    .where(eq(agentRuns.agent_id, agentId))
    .orderBy(asc(agentRuns.created_at))

/** Takes batches until none is left, so that the next test starts with empty work lists. */
async function drainEvents(): Promise<void> {
  while ((await processPendingEvents(app.db, app.jobs, CONTEXT)) > 0);
}

describe('the runtime shares each batch across companies', { timeout: 60_000 }, () => {
  it('serves a company’s single event in the first batch while another has 2 000 pending, each in order', async () => {
    const flooding = await newCompany(['max'])
    const quiet = await newCompany(['max'])
    const backlog = await seedEvents(flooding, 2000)
    const eventId = await postLead(quiet)

    expect(await processPendingEvents(app.db, app.jobs, CONTEXT)).toBe(RUNTIME_BATCH_SIZE)
    expect(await eventRunsOf(quiet.agents.max!)).toEqual([{ event_id: eventId, status: 'succeeded' }])
    // The rest of the batch is the flooding company's oldest events, run in the order they were received.
    const floodRuns = await eventRunsOf(flooding.agents.max!)
    expect(floodRuns.map((run) => run.event_id)).toEqual(backlog.slice(0, RUNTIME_BATCH_SIZE - 1))
    expect(floodRuns.every((run) => run.status === 'succeeded')).toBe(true)

    // Alone again, the flooding company gets whole batches, still in order.
    expect(await processPendingEvents(app.db, app.jobs, CONTEXT)).toBe(RUNTIME_BATCH_SIZE)
    expect((await eventRunsOf(flooding.agents.max!)).map((run) => run.event_id)).toEqual(backlog.slice(0, 2 * RUNTIME_BATCH_SIZE - 1))
    // The rest of the backlog is of no interest to the next tests.
    await app.db
      .update(agentEvents)
      .set({ processed_at: sql`now()` })
      .where(inArray(agentEvents.id, backlog))
  })

  it('fills the batch round-robin: what a small company leaves goes to the others', async () => {
    const large = await newCompany(['max'])
    const single = await newCompany(['max'])
    const medium = await newCompany(['max'])
    await seedEvents(large, 500)
    await seedEvents(medium, 30)
    await postLead(single)

    expect(await processPendingEvents(app.db, app.jobs, CONTEXT)).toBe(RUNTIME_BATCH_SIZE)
    const taken = async (company: Company) => (await eventRunsOf(company.agents.max!)).length
    expect([await taken(large), await taken(single), await taken(medium)]).toEqual([RUNTIME_BATCH_SIZE - 31, 1, 30])
    // Drained: every event taken once.
    await drainEvents()
    expect(await taken(large)).toBe(500)
    const left = await app.db
      .select({ id: agentEvents.id })
      .from(agentEvents)
      .where(and(inArray(agentEvents.company_id, [large.companyId, single.companyId, medium.companyId]), sql`processed_at is null`))
    expect(left).toEqual([])
  })

  it('serves a company’s single signal in the first batch while another has 500 pending', async () => {
    const flooding = await newCompany(['max', 'sam'])
    const quiet = await newCompany(['max', 'sam'])
    // A real signal from Max to Sam, then 500 copies of it, older than anything the quiet company sends.
    await postLead(flooding)
    await processPendingEvents(app.db, app.jobs, CONTEXT)
    const [sent] = await app.db
      .select()
      .from(signals)
      .where(and(eq(signals.company_id, flooding.companyId), eq(signals.status, 'pending')))
    const { id: _id, created_at: _created, ...copy } = sent!
    const copies = await app.db
      .insert(signals)
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          ...copy,
          created_at: sql`now() - interval '1 hour' + ${index} * interval '1 millisecond'`,
        })),
      )
      .returning({ id: signals.id })
    await postLead(quiet)
    await processPendingEvents(app.db, app.jobs, CONTEXT)
    const [theirs] = await app.db
      .select()
      .from(signals)
      .where(and(eq(signals.company_id, quiet.companyId), eq(signals.to_agent_id, quiet.agents.sam!)))
    expect(theirs!.status).toBe('pending')

    expect(await processPendingSignals(app.db, app.jobs, CONTEXT)).toBe(RUNTIME_BATCH_SIZE)
    const [served] = await app.db.select().from(signals).where(eq(signals.id, theirs!.id))
    expect(served!.status).toBe('processed')
    const samRuns = await app.db
      .select({ signal_id: agentRuns.signal_id })
      .from(agentRuns)
      .where(eq(agentRuns.agent_id, flooding.agents.sam!))
      .orderBy(asc(agentRuns.created_at))
    expect(samRuns.map((run) => run.signal_id)).toEqual(copies.slice(0, RUNTIME_BATCH_SIZE - 1).map((row) => row.id))
  })
})
