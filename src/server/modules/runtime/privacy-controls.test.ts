import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { keepFacts } from '@/shared/privacy/personal-fields'
import type { AgentDetail, SignalsPage } from '@/shared/schemas/agents'
import { parseEvent } from '@/shared/schemas/events'
import { companies } from '@/server/modules/accounts'
import { agentWebhookDeliveries } from '@/server/modules/company-webhooks'
import { emailMessages } from '@/server/platform/mail/schema'
import { createTestApp, HELD_RETRIES } from '@/server/test/test-app'
import { registerUser, requestJson } from '@/server/test/http'
import { waitFor } from '@/server/test/polling'
import { startSmtpReceiver } from '@/server/test/smtp-receiver'
import { markUserVerified } from '@/server/test/verified-user'
import { agents, signals } from './agents-schema'
import { agentDrafts } from './drafts-schema'
import { agentEvents, agentRuns } from './schema'

// What each privacy control makes the runtime and the outbox do (docs/decisions/101-privacy-controls.md). E-mails go
// to a real SMTP receiver, so a test sees what was sent as well as what the outbox kept.
let app: FastifyInstance
let close: () => Promise<void>
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>
let received: string[] = []
beforeAll(async () => {
  smtp = await startSmtpReceiver()
  received = smtp.received
  // Webhook retries an hour apart: a delivery's body is written with its run, and no attempt is needed to read it.
  ;({ app, close } = await createTestApp({ SMTP_URL: smtp.url }, { timing: HELD_RETRIES }))
})
afterAll(async () => {
  await close()
  await smtp.close()
})

type Controls = Partial<Pick<typeof companies.$inferInsert, 'data_collection' | 'agent_data_sharing' | 'local_processing'>>

/** A verified owner's company with the agents deployed, its controls set as given and, if asked, a webhook URL. */
async function newCompany(agentIds: string[], controls: Controls, webhook = false) {
  const owner = await registerUser(app)
  await markUserVerified(app, owner.user.id)
  const companyId = owner.user.company_id
  const n8n = webhook ? { n8n_webhook_url: 'https://n8n.example.com/webhook/agents' } : {}
  const changes = { ...controls, ...n8n }
  if (Object.keys(changes).length) await app.db.update(companies).set(changes).where(eq(companies.id, companyId))
  const deployed = (
    await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds } })
  ).json() as { id: string; catalogue_id: string }[]
  // They send without review, so what a sent e-mail keeps can be seen.
  await app.db.update(agents).set({ review_before_send: false }).where(eq(agents.company_id, companyId))
  return { cookie: owner.cookie, companyId, agents: Object.fromEntries(deployed.map((agent) => [agent.catalogue_id, agent.id])) }
}

async function postEvent(cookie: string, type: keyof typeof EVENT_EXAMPLES, index = 0): Promise<string> {
  const response = await requestJson(app, { method: 'POST', url: '/api/events', cookie, body: { type, data: EVENT_EXAMPLES[type][index] } })
  expect(response.statusCode, response.body).toBe(202)
  return response.json().id
}

const finishedRuns = (agentId: string, n = 1) =>
  waitFor(
    () => app.db.select().from(agentRuns).where(eq(agentRuns.agent_id, agentId)).orderBy(agentRuns.created_at),
    (runs) => runs.length === n && runs.every((run) => run.status === 'succeeded'),
    { what: `${n} finished runs` },
  )
/** An example lead as the API stores it (with its defaults). */
const storedLead = (index: number) => parseEvent('lead.created', EVENT_EXAMPLES['lead.created'][index]).data as Record<string, unknown>
const eventData = async (id: string) => (await app.db.select().from(agentEvents).where(eq(agentEvents.id, id)))[0]!.data
const settledSignals = (companyId: string, n: number) =>
  waitFor(
    () => app.db.select().from(signals).where(eq(signals.company_id, companyId)),
    (rows) => rows.length === n && rows.every((row) => row.status !== 'pending'),
    { what: `${n} settled signals` },
  )
const sentMailOf = (companyId: string) =>
  waitFor(
    () => app.db.select().from(emailMessages).where(eq(emailMessages.company_id, companyId)),
    (rows) => rows.length === 1 && rows[0]!.status === 'sent',
    { what: 'the agent’s e-mail to be sent' },
  )
const deliveryBody = async (companyId: string) => {
  const [row] = await app.db.select().from(agentWebhookDeliveries).where(eq(agentWebhookDeliveries.company_id, companyId))
  return row!.body
}

describe('data collection off', () => {
  it('keeps the event’s facts, masks the runs, forgets consumed signals and clears the e-mail once it is sent', async () => {
    const company = await newCompany(['max', 'sam', 'finn'], { data_collection: false })
    const eventId = await postEvent(company.cookie, 'lead.created')
    const [run] = await finishedRuns(company.agents.max!)
    expect(run).toMatchObject({ summary: 'Scored new lead A••• P••• 95/100 (hot) and wrote the follow-up' })
    expect(run!.inputs).toMatchObject({ reference: 'lead-1001', name: 'A••• P•••', email: 'a•••@•••.com', budget: 12000 })
    expect(await eventData(eventId)).toEqual(keepFacts(storedLead(0)))

    const consumed = await settledSignals(company.companyId, 2)
    for (const signal of consumed) {
      expect(signal.status).toBe('processed')
      expect(signal.payload).not.toHaveProperty('name')
      expect(signal.payload).not.toHaveProperty('email')
      expect(signal.payload).toMatchObject({ reference: 'lead-1001', note: '[removed]' })
    }
    const [quote] = await finishedRuns(company.agents.finn!)
    expect(quote!.inputs).toMatchObject({ amount: 12000, note: '[removed]' })
    expect(JSON.stringify([quote, ...(await finishedRuns(company.agents.sam!))])).not.toMatch(/Ada|ada\.park|Park Dental/)

    const [mail] = await sentMailOf(company.companyId)
    expect(mail).toMatchObject({ to: 'a•••@•••.com', subject: 'Can we talk tomorrow?', text: '', html: '' })
    const [draft] = await app.db.select().from(agentDrafts).where(eq(agentDrafts.run_id, run!.id))
    expect(mail!.dedupe_key).toBe(`draft:${draft!.id}`)
    expect(JSON.stringify(draft)).not.toMatch(/Ada|ada\.park/)
    const delivered = received.filter((raw) => raw.includes('To: ada.park@example.com'))
    expect(delivered).toHaveLength(1)
    expect(delivered[0]).toContain('Hi Ada Park')
  })

  it('keeps a waiting run’s event whole until the run has read it', async () => {
    const company = await newCompany(['max'], { data_collection: false })
    const maxId = company.agents.max!
    const pause = await requestJson(app, {
      method: 'PATCH',
      url: `/api/agents/${maxId}`,
      cookie: company.cookie,
      body: { status: 'paused' },
    })
    expect(pause.statusCode).toBe(200)
    const eventId = await postEvent(company.cookie, 'lead.created', 1)
    await waitFor(
      async () => (await app.db.select().from(agentEvents).where(eq(agentEvents.id, eventId)))[0]!.processed_at,
      (processed) => processed !== null,
      { what: 'the event to be processed' },
    )
    expect(await eventData(eventId)).toEqual(storedLead(1))

    await requestJson(app, { method: 'PATCH', url: `/api/agents/${maxId}`, cookie: company.cookie, body: { status: 'active' } })
    const [run] = await finishedRuns(maxId)
    expect(run!.summary).toBe('Scored new lead B••• O••• 60/100 (warm) and wrote the follow-up')
    expect(await eventData(eventId)).toEqual(keepFacts(storedLead(1)))
  })

  it('on: the event, the runs, the signals and the sent e-mail keep what they had', async () => {
    const company = await newCompany(['max', 'finn'], {})
    const eventId = await postEvent(company.cookie, 'lead.created')
    const [run] = await finishedRuns(company.agents.max!)
    expect(run!.summary).toBe('Scored new lead Ada Park 95/100 (hot) and wrote the follow-up')
    expect(await eventData(eventId)).toEqual(storedLead(0))
    const sent = await settledSignals(company.companyId, 2)
    const quote = sent.find((signal) => signal.signal === 'quote.requested')
    expect(quote).toMatchObject({ personal_data_withheld: false, payload: { name: 'Ada Park', email: 'ada.park@example.com' } })
    const [mail] = await sentMailOf(company.companyId)
    expect(mail).toMatchObject({ to: 'ada.park@example.com', kept_after_send: null })
    expect(mail!.text).toContain('Hi Ada Park')
  })
})

describe('agent data sharing off', () => {
  it('sends signals without name or address, the receiver works without them, and the API says so', async () => {
    const company = await newCompany(['max', 'harper'], { agent_data_sharing: false })
    // Dev Patel asks about a job: Max passes the inquiry on to Harper.
    await postEvent(company.cookie, 'lead.created', 3)
    const [signal] = await settledSignals(company.companyId, 1)
    expect(signal).toMatchObject({ signal: 'candidate.inquiry', personal_data_withheld: true, status: 'processed' })
    expect(signal!.payload).toEqual({ reference: 'lead-1004', note: '[removed]' })

    const [run] = await finishedRuns(company.agents.harper!)
    expect(run).toMatchObject({ summary: 'Answered a job inquiry from lead-1004' })
    expect(run!.inputs).toMatchObject({ email: null })
    // Without an address Harper writes no e-mail at all: no draft, nothing in the outbox.
    expect(await app.db.select().from(agentDrafts).where(eq(agentDrafts.run_id, run!.id))).toEqual([])

    const detail = (await requestJson(app, { url: `/api/agents/${company.agents.harper}`, cookie: company.cookie })).json() as AgentDetail
    expect(detail.signals_in).toMatchObject([{ id: signal!.id, personal_data_withheld: true }])
    const page = (await requestJson(app, { url: '/api/agents/signals', cookie: company.cookie })).json() as SignalsPage
    expect(page.signals).toMatchObject([{ id: signal!.id, personal_data_withheld: true }])
  })

  it('keeps the facts and the sender’s note with personal values masked', async () => {
    const company = await newCompany(['max', 'finn'], { agent_data_sharing: false })
    await postEvent(company.cookie, 'lead.created')
    const sent = await settledSignals(company.companyId, 2)
    expect(sent.find((signal) => signal.signal === 'quote.requested')!.payload).toEqual({
      reference: 'lead-1001',
      amount: 12000,
      currency: 'USD',
      note: 'Hot lead, this month, $12,000',
    })
  })
})

describe('local processing', () => {
  it('on (the default): the webhook output carries references and facts only, and says personal data was withheld', async () => {
    const company = await newCompany(['finn'], {}, true)
    await postEvent(company.cookie, 'deal.won')
    await finishedRuns(company.agents.finn!)
    const raw = await deliveryBody(company.companyId)
    expect(raw).not.toMatch(/Park Dental|parkdental|Annual plan/)
    expect(JSON.parse(raw)).toMatchObject({
      personal_data: 'withheld',
      summary: 'Invoiced P••• D••• $12,000 on 30-day terms',
      inputs: { reference: 'deal-4001', customer_id: 'cust-501', amount: 12000 },
      email: { to: 'b•••@•••.com', subject: 'Your invoice', text: '[removed]' },
    })
  })

  it('off: the webhook output carries the full data the agent saw', async () => {
    const company = await newCompany(['finn'], { local_processing: false }, true)
    await postEvent(company.cookie, 'deal.won')
    await finishedRuns(company.agents.finn!)
    expect(JSON.parse(await deliveryBody(company.companyId))).toMatchObject({
      personal_data: 'included',
      summary: 'Invoiced Park Dental $12,000 on 30-day terms',
      email: { to: 'billing@parkdental.example.com', subject: 'Your invoice', text: expect.stringContaining('Hi Park Dental') },
    })
  })
})
