// @both-databases: the runtime's work lists (skip locked) and its job queue
import { and, count, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { agents, signals } from './agents-schema'
import { apiKeys } from '@/server/modules/accounts'
import { agentDrafts } from './drafts-schema'
import { agentEvents, agentRuns } from './schema'
import { emailMessages } from '@/server/platform/mail/schema'
import { LIMITS } from '@/server/platform/rate-limit/rate-limits'
import { createTestApp } from '@/server/test/test-app'
import { registerUser, requestJson } from '@/server/test/http'
import { waitFor } from '@/server/test/polling'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

type Company = { cookie: string; companyId: string; key: string; keyId: string; agents: Record<string, string> }

async function newCompany(agentIds: string[]): Promise<Company> {
  const owner = await registerUser(app)
  const deployed = (
    await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds } })
  ).json() as { id: string; catalogue_id: string }[]
  const key = (await requestJson(app, { method: 'POST', url: '/api/api-keys', cookie: owner.cookie, body: { name: 'test' } })).json()
  return {
    cookie: owner.cookie,
    companyId: owner.user.company_id,
    key: key.key,
    keyId: key.id,
    agents: Object.fromEntries(deployed.map((agent) => [agent.catalogue_id, agent.id])),
  }
}

function postEvent(body: unknown, auth: { key?: string; cookie?: string } = {}, raw?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/events',
    headers: {
      'content-type': 'application/json',
      ...(auth.key ? { authorization: `Bearer ${auth.key}` } : {}),
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
    },
    payload: raw ?? JSON.stringify(body),
  })
}

const lead = (index = 0, extra: object = {}) => ({ type: 'lead.created', data: EVENT_EXAMPLES['lead.created'][index], ...extra })
const countEvents = async (companyId: string) =>
  (await app.db.select({ n: count() }).from(agentEvents).where(eq(agentEvents.company_id, companyId)))[0]!.n
const runsOf = (agentId: string) => app.db.select().from(agentRuns).where(eq(agentRuns.agent_id, agentId)).orderBy(agentRuns.created_at)
const agentRow = async (id: string) => (await app.db.select().from(agents).where(eq(agents.id, id)))[0]!
const signalsOf = (companyId: string) => app.db.select().from(signals).where(eq(signals.company_id, companyId)).orderBy(signals.created_at)
const settled = (companyId: string) =>
  waitFor(
    async () =>
      (
        await app.db
          .select({ n: count() })
          .from(signals)
          .where(and(eq(signals.company_id, companyId), eq(signals.status, 'pending')))
      )[0]!.n,
    (pending) => pending === 0,
  )

describe('POST /api/events', () => {
  it('accepts an event by API key, and Max scores the lead and signals Sam and Finn', async () => {
    const company = await newCompany(['max', 'sam', 'finn'])
    const response = await postEvent(lead(0), { key: company.key })
    expect(response.statusCode, response.body).toBe(202)
    expect(response.json()).toEqual({ id: expect.any(String), duplicate: false, company_id: company.companyId })

    const [run] = await waitFor(
      () => runsOf(company.agents.max!),
      (runs) => runs.length === 1 && runs[0]!.status === 'succeeded',
    )
    expect(run).toMatchObject({
      trigger: 'lead.created',
      event_id: response.json().id,
      depth: 0,
      summary: 'Scored new lead Ada Park 95/100 (hot) and wrote the follow-up',
      health_after: 100,
    })
    expect(run!.inputs).toMatchObject({ budget: 12000, source: 'referral', timeline: 'this_month' })

    const sent = await waitFor(
      () => signalsOf(company.companyId),
      (rows) => rows.length === 2 && rows.every((row) => row.status === 'processed'),
    )
    expect(sent.map((row) => [row.signal, row.to_agent_id]).sort()).toEqual(
      [
        ['lead.captured', company.agents.sam],
        ['quote.requested', company.agents.finn],
      ].sort(),
    )
    expect((await runsOf(company.agents.sam!))[0]).toMatchObject({ trigger: 'lead.captured', depth: 1, status: 'succeeded' })
    expect((await runsOf(company.agents.finn!))[0]).toMatchObject({ trigger: 'quote.requested', status: 'succeeded' })

    expect(await agentRow(company.agents.max!)).toMatchObject({
      signals_sent: 2,
      signals_received: 0,
      health: 100,
      last_activity: expect.any(Date),
    })
    expect(await agentRow(company.agents.sam!)).toMatchObject({ signals_sent: 0, signals_received: 1 })
    // Max's agents review before sending (the default): the template's e-mail waits in Approvals, nothing is sent.
    const [draft] = await app.db.select().from(agentDrafts).where(eq(agentDrafts.run_id, run!.id))
    expect(draft).toMatchObject({ to: 'ada.park@example.com', subject: 'Can we talk tomorrow?', writer: 'template', status: 'awaiting' })
    expect(await agentRow(company.agents.max!)).toMatchObject({ awaiting_approvals: 1 })
    expect(await app.db.select().from(emailMessages).where(eq(emailMessages.company_id, company.companyId))).toEqual([])
  })

  it('accepts an event from a signed-in session', async () => {
    const company = await newCompany(['riley'])
    const response = await postEvent({ type: 'usage.dropped', data: EVENT_EXAMPLES['usage.dropped'][1] }, { cookie: company.cookie })
    expect(response.statusCode, response.body).toBe(202)
    const [event] = await app.db.select().from(agentEvents).where(eq(agentEvents.id, response.json().id))
    expect(event).toMatchObject({ company_id: company.companyId, api_key_id: null, type: 'usage.dropped' })
    await waitFor(
      () => runsOf(company.agents.riley!),
      (runs) => runs[0]?.status === 'succeeded',
    )
  })

  it('refuses a missing, wrong or revoked key, and bad input, storing nothing', async () => {
    const company = await newCompany(['max'])
    expect((await postEvent(lead())).statusCode).toBe(401)
    expect((await postEvent(lead(), { key: 'aw_nope' })).statusCode).toBe(401)
    const wrongScheme = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json', authorization: `Basic ${company.key}` },
      payload: JSON.stringify(lead()),
    })
    expect(wrongScheme.statusCode).toBe(401)

    const unknown = await postEvent({ type: 'lead.deleted', data: {} }, { key: company.key })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toMatch(/Unknown event type/)
    const badData = await postEvent(
      { type: 'lead.created', data: { ...EVENT_EXAMPLES['lead.created'][0], email: 'not-an-email' } },
      { key: company.key },
    )
    expect(badData.statusCode).toBe(400)
    expect(badData.json().issues[0].path).toBe('data.email')
    for (const body of [
      {},
      { type: 'lead.created' },
      { ...lead(), occurred_at: 'yesterday' },
      { ...lead(), extra: true },
      { ...lead(), idempotency_key: '' },
    ]) {
      expect((await postEvent(body, { key: company.key })).statusCode, JSON.stringify(body)).toBe(400)
    }
    expect((await postEvent(undefined, { key: company.key }, '{"type":')).statusCode).toBe(400)
    const big = await postEvent(lead(0, { data: { ...EVENT_EXAMPLES['lead.created'][0], message: 'x'.repeat(70_000) } }), {
      key: company.key,
    })
    expect(big.statusCode).toBe(413)
    expect(big.json().message).toEqual(expect.any(String))
    expect(await countEvents(company.companyId)).toBe(0)

    await requestJson(app, { method: 'DELETE', url: `/api/api-keys/${company.keyId}`, cookie: company.cookie })
    expect((await postEvent(lead(), { key: company.key })).statusCode).toBe(401)
    expect(await countEvents(company.companyId)).toBe(0)
  })

  it('answers a repeated idempotency key with the first event and runs nothing twice', async () => {
    const company = await newCompany(['max'])
    const first = await postEvent(lead(1, { idempotency_key: 'crm-42' }), { key: company.key })
    const again = await postEvent(lead(1, { idempotency_key: 'crm-42' }), { key: company.key })
    expect(first.statusCode).toBe(202)
    expect(again.statusCode).toBe(202)
    expect(again.json()).toEqual({ id: first.json().id, duplicate: true, company_id: company.companyId })
    // The same key from another company is another event.
    const other = await newCompany(['max'])
    const theirs = await postEvent(lead(1, { idempotency_key: 'crm-42' }), { key: other.key })
    expect(theirs.json().id).not.toBe(first.json().id)

    await waitFor(
      () => runsOf(company.agents.max!),
      (runs) => runs[0]?.status === 'succeeded',
    )
    // Another look at the work lists (a sweep, another process) finds the event done.
    const { processPendingWork } = await import('./agent-runtime')
    await processPendingWork(app.db, app.jobs, {
      productName: 'AgentWorks',
      publicUrl: app.publicUrl,
      enqueueAgentWebhooks: async () => {},
    })
    expect(await countEvents(company.companyId)).toBe(1)
    expect(await runsOf(company.agents.max!)).toHaveLength(1)
    expect((await agentRow(company.agents.max!)).signals_sent).toBe(1)
  })

  it('never lets a key touch another company', async () => {
    const mine = await newCompany(['max'])
    const theirs = await newCompany(['max'])
    const response = await postEvent(lead(), { key: mine.key })
    await waitFor(
      () => runsOf(mine.agents.max!),
      (runs) => runs[0]?.status === 'succeeded',
    )
    const [event] = await app.db.select().from(agentEvents).where(eq(agentEvents.id, response.json().id))
    expect(event!.company_id).toBe(mine.companyId)
    expect(await runsOf(theirs.agents.max!)).toEqual([])
    expect(await countEvents(theirs.companyId)).toBe(0)
    expect(await signalsOf(theirs.companyId)).toEqual([])
  })

  it('limits the events per key', async () => {
    const company = await newCompany(['max'])
    await app.db
      .update(apiKeys)
      .set({ window_hits: LIMITS.eventsPerKey.max, window_started_at: sql`now()` })
      .where(eq(apiKeys.id, company.keyId))
    const response = await postEvent(lead(), { key: company.key })
    expect(response.statusCode).toBe(429)
    expect(response.headers['retry-after']).toEqual(expect.any(String))
    expect(await countEvents(company.companyId)).toBe(0)
    // Once the key's window is over, a new one starts.
    await app.db
      .update(apiKeys)
      .set({ window_started_at: sql`now() - ${LIMITS.eventsPerKey.windowMs + 1000} * interval '1 millisecond'` })
      .where(eq(apiKeys.id, company.keyId))
    expect((await postEvent(lead(), { key: company.key })).statusCode).toBe(202)
    expect((await app.db.select().from(apiKeys).where(eq(apiKeys.id, company.keyId)))[0]!.window_hits).toBe(1)
  })
})

describe('the runtime', () => {
  it('shows new and processed signals on the dashboard page read before them (the first page is cached)', async () => {
    const company = await newCompany(['max', 'sam', 'finn'])
    const page = async () =>
      (await requestJson(app, { url: '/api/agents/signals', cookie: company.cookie })).json().signals as {
        signal: string
        status: string
      }[]
    expect(await page()).toEqual([])
    expect((await postEvent(lead(0), { key: company.key })).statusCode).toBe(202)
    const shown = await waitFor(page, (signals) => signals.length === 2 && signals.every((signal) => signal.status === 'processed'))
    expect(shown.map((signal) => signal.signal).sort()).toEqual(['lead.captured', 'quote.requested'])
  })

  it('records a signal to an agent the company has not deployed as undeliverable', async () => {
    const company = await newCompany(['finn'])
    await postEvent({ type: 'payment.received', data: EVENT_EXAMPLES['payment.received'][0] }, { key: company.key })
    const [signal] = await waitFor(
      () => signalsOf(company.companyId),
      (rows) => rows.length === 1,
    )
    expect(signal).toMatchObject({
      signal: 'customer.paid',
      status: 'undeliverable',
      to_agent_id: null,
      to_catalogue_id: 'riley',
      from_agent_id: company.agents.finn,
      depth: 1,
    })
    expect(await agentRow(company.agents.finn!)).toMatchObject({ signals_sent: 1 })
    const listed = (await requestJson(app, { url: '/api/agents/signals', cookie: company.cookie })).json()
    expect(listed.signals[0]).toMatchObject({ status: 'undeliverable', to_catalogue_id: 'riley' })
  })

  it('computes health from the last 50 finished runs, in the run’s transaction', async () => {
    const company = await newCompany(['max'])
    const maxId = company.agents.max!
    const old = (index: number, status: 'succeeded' | 'failed') => ({
      company_id: company.companyId,
      agent_id: maxId,
      dedupe_key: `seeded:${maxId}:${index}`,
      trigger: 'lead.created',
      status,
      finished_at: new Date(Date.now() - (100 - index) * 60_000),
    })
    // 30 old failures fall out of the window; of the 49 newer ones 9 failed; with the new success, 41 of 50.
    await app.db
      .insert(agentRuns)
      .values([
        ...Array.from({ length: 30 }, (_, index) => old(index, 'failed')),
        ...Array.from({ length: 49 }, (_, index) => old(30 + index, index < 9 ? 'failed' : 'succeeded')),
      ])
    await postEvent(lead(1), { key: company.key })
    const runs = await waitFor(
      () => runsOf(maxId),
      (list) => list.some((run) => run.event_id),
    )
    expect(runs.find((run) => run.event_id)!.health_after).toBe(82)
    expect(await agentRow(maxId)).toMatchObject({ health: 82 })
  })

  it('follows a chain through three agents', async () => {
    const company = await newCompany(['finn', 'riley', 'max', 'sam'])
    await postEvent({ type: 'payment.received', data: EVENT_EXAMPLES['payment.received'][0] }, { key: company.key })
    const rows = await waitFor(
      () => signalsOf(company.companyId),
      (list) => list.length === 3 && list.every((row) => row.status === 'processed'),
    )
    expect(rows.map((row) => `${row.signal}@${row.depth}`)).toEqual(['customer.paid@1', 'upsell.opportunity@2', 'quote.requested@3'])
    await settled(company.companyId)
    expect((await runsOf(company.agents.finn!)).map((run) => run.trigger)).toEqual(['payment.received', 'quote.requested'])
  })

  it('keeps a paused agent’s events waiting and runs them in order on activation', async () => {
    const company = await newCompany(['max', 'sam'])
    const maxId = company.agents.max!
    expect(
      (await requestJson(app, { method: 'PATCH', url: `/api/agents/${maxId}`, cookie: company.cookie, body: { status: 'paused' } }))
        .statusCode,
    ).toBe(200)
    for (const index of [1, 2, 0]) await postEvent(lead(index), { key: company.key })
    const waiting = await waitFor(
      () => runsOf(maxId),
      (runs) => runs.length === 3,
    )
    expect(waiting.every((run) => run.status === 'waiting')).toBe(true)
    expect(await signalsOf(company.companyId)).toEqual([])
    expect(await agentRow(maxId)).toMatchObject({ signals_sent: 0, last_activity: null })

    const activated = await requestJson(app, {
      method: 'PATCH',
      url: `/api/agents/${maxId}`,
      cookie: company.cookie,
      body: { status: 'active' },
    })
    expect(activated.statusCode).toBe(200)
    const done = await waitFor(
      () => runsOf(maxId),
      (runs) => runs.every((run) => run.status === 'succeeded'),
    )
    const order = [...done].sort((a, b) => a.finished_at!.getTime() - b.finished_at!.getTime())
    expect(order.map((run) => run.summary!.split(' ')[3])).toEqual(['Ben', 'Chloe', 'Ada'])
    // Finn is not deployed here: Ada's quote request is kept as undeliverable.
    const sent = await waitFor(
      () => signalsOf(company.companyId),
      (rows) => rows.length === 4 && rows.every((row) => row.status !== 'pending'),
    )
    expect(sent.map((row) => `${row.signal}:${row.status}`).sort()).toEqual([
      'lead.captured:processed',
      'lead.captured:processed',
      'lead.captured:processed',
      'quote.requested:undeliverable',
    ])
    expect(await agentRow(maxId)).toMatchObject({ signals_sent: 4 })
  })

  it('keeps a signal to a paused receiver pending until it is activated', async () => {
    const company = await newCompany(['max', 'sam'])
    await requestJson(app, {
      method: 'PATCH',
      url: `/api/agents/${company.agents.sam}`,
      cookie: company.cookie,
      body: { status: 'paused' },
    })
    await postEvent(lead(1), { key: company.key })
    await waitFor(
      () => runsOf(company.agents.sam!),
      (runs) => runs[0]?.status === 'waiting',
    )
    expect((await signalsOf(company.companyId))[0]).toMatchObject({ status: 'pending', signal: 'lead.captured' })
    await requestJson(app, {
      method: 'PATCH',
      url: `/api/agents/${company.agents.sam}`,
      cookie: company.cookie,
      body: { status: 'active' },
    })
    await waitFor(
      () => signalsOf(company.companyId),
      (rows) => rows[0]?.status === 'processed',
    )
    expect(await agentRow(company.agents.sam!)).toMatchObject({ signals_received: 1 })
  })
})

describe('an agent’s activity and detail', () => {
  it('pages the runs newest first with a cursor, and shows signals both ways and the health trend', async () => {
    const company = await newCompany(['max', 'sam'])
    for (const index of [0, 1, 2, 3, 0])
      await postEvent(lead(index, { data: { ...EVENT_EXAMPLES['lead.created'][index], lead_id: `lead-${index}-${Math.random()}` } }), {
        key: company.key,
      })
    await waitFor(
      () => runsOf(company.agents.max!),
      (runs) => runs.length === 5 && runs.every((run) => run.status === 'succeeded'),
    )
    await settled(company.companyId)

    const seen: string[] = []
    let cursor: string | null = null
    do {
      const url: string = `/api/agents/${company.agents.max}/activity?limit=2${cursor ? `&cursor=${cursor}` : ''}`
      const response = await requestJson(app, { url, cookie: company.cookie })
      expect(response.statusCode, response.body).toBe(200)
      const page = response.json()
      seen.push(...page.runs.map((run: { id: string }) => run.id))
      cursor = page.next_cursor
    } while (cursor)
    const runs = await runsOf(company.agents.max!)
    expect(seen).toEqual(runs.map((run) => run.id).reverse())

    const first = (await requestJson(app, { url: `/api/agents/${company.agents.max}/activity`, cookie: company.cookie })).json().runs[0]
    expect(first).toMatchObject({
      trigger: 'lead.created',
      status: 'succeeded',
      summary: expect.stringContaining('Ada Park'),
      steps: expect.arrayContaining([expect.stringMatching(/^Budget/)]),
    })

    const detail = (await requestJson(app, { url: `/api/agents/${company.agents.max}`, cookie: company.cookie })).json()
    expect(detail.agent).toMatchObject({ id: company.agents.max, signals_sent: 7 })
    expect(detail.signals_out).toHaveLength(7)
    expect(detail.signals_in).toEqual([])
    expect(detail.health_trend).toHaveLength(5)
    expect(detail.health_trend.every((point: { health: number }) => point.health === 100)).toBe(true)
    const sam = (await requestJson(app, { url: `/api/agents/${company.agents.sam}`, cookie: company.cookie })).json()
    expect(sam.signals_in).toHaveLength(4)
  })

  it('are the company’s own: another company’s agent is not found, bad input is refused', async () => {
    const mine = await newCompany(['max'])
    const theirs = await newCompany(['max'])
    for (const url of [`/api/agents/${mine.agents.max}`, `/api/agents/${mine.agents.max}/activity`]) {
      expect((await requestJson(app, { url, cookie: theirs.cookie })).statusCode).toBe(404)
      expect((await requestJson(app, { url })).statusCode).toBe(401)
    }
    expect((await requestJson(app, { url: '/api/agents/not-a-uuid/activity', cookie: mine.cookie })).statusCode).toBe(400)
    expect((await requestJson(app, { url: `/api/agents/${mine.agents.max}/activity?cursor=junk`, cookie: mine.cookie })).statusCode).toBe(
      400,
    )
    expect((await requestJson(app, { url: `/api/agents/${mine.agents.max}/activity?limit=500`, cookie: mine.cookie })).statusCode).toBe(400)
  })
})
