// @both-databases: retention sweeps through the job queue
import { randomUUID } from 'node:crypto'
import { inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RETENTION_DAYS } from '@/shared/config/public-config'
import { keepFacts } from '@/shared/privacy/personal-fields'
import {
  demoLeads,
  improvedAssessments,
  leadActivity,
  leads as leadsTable,
  quizSubmissions,
  webhookDeliveries,
} from '@/server/modules/funnels'
import { companies } from '@/server/modules/accounts'
import { agentWebhookDeliveries } from '@/server/modules/company-webhooks'
import { agentDrafts, agentEvents, agentRuns, agents } from '@/server/modules/runtime'
import type { Database, Db } from '@/server/platform/db/client'
import { rowsOf, uuidArray } from '@/server/platform/db/raw-sql'
import { emailMessages } from '@/server/platform/mail/schema'
import { seedConversation } from '@/server/test/conversation-fixtures'
import { createTestApp, openTestDatabase } from '@/server/test/test-app'
import { RETENTION_QUEUE, runRetentionAndLog } from './retention-plugin'
import { runRetention } from './retention-run'

// The run on a bare migrated database: the app's own runtime would process, and its privacy controls reduce, the rows
// this test writes as they are, and its cron could tick; the app is built only to see the schedule.
let database: Database
let db: Db
let companyId: string
let agentId: string
beforeAll(async () => {
  database = await openTestDatabase()
  db = database.db
  const [company] = await db.insert(companies).values({ name: 'Acme' }).returning({ id: companies.id })
  companyId = company!.id
  const [agent] = await db
    .insert(agents)
    .values({
      company_id: companyId,
      catalogue_id: 'max',
      name: 'Max',
      display_name: 'Max',
      agent_type: 'sales',
      context_id: 'sales',
      intent: 'Qualify leads',
      signals: [],
      tools_used: [],
      output: 'e-mail',
      personality: 'calm',
      avatar_color: 'blue',
      description: 'Qualifies leads',
    })
    .returning({ id: agents.id })
  agentId = agent!.id
}, 60_000)
afterAll(() => database.close())

const DAY_MS = 24 * 60 * 60_000
const MINUTE_MS = 60_000
const NOW = new Date('2031-06-01T12:00:00Z')
const DAYS = DEFAULT_RETENTION_DAYS
/** A minute past the limit of `days` (due), or a minute short of it (not yet). */
const past = (days: number) => new Date(NOW.getTime() - days * DAY_MS - MINUTE_MS)
const short = (days: number) => new Date(NOW.getTime() - days * DAY_MS + MINUTE_MS)

const PERSONAL = { customer_name: 'Ann Baker', email: 'ann.baker@acme.example', message: 'Please call me about the renewal of our plan' }
const FACTS = { deal_id: 'D-17', amount: 1200, currency: 'EUR' }

async function insertEvent(receivedAt: Date, { processed = true } = {}): Promise<string> {
  const [row] = await db
    .insert(agentEvents)
    .values({
      company_id: companyId,
      type: 'deal.won',
      data: { ...PERSONAL, ...FACTS },
      received_at: receivedAt,
      processed_at: processed ? receivedAt : null,
    })
    .returning({ id: agentEvents.id })
  return row!.id
}

type RunOptions = { createdAt: Date; eventId?: string; status?: 'waiting' | 'succeeded' | 'failed' }

async function insertRun({ createdAt, eventId, status = 'succeeded' }: RunOptions): Promise<string> {
  const [row] = await db
    .insert(agentRuns)
    .values({
      company_id: companyId,
      agent_id: agentId,
      dedupe_key: `test:${randomUUID()}`,
      event_id: eventId ?? null,
      trigger: 'deal.won',
      status,
      summary: `Welcomed ${PERSONAL.customer_name} (${PERSONAL.email}) to the EUR 1,200 plan`,
      steps: [`Read "${PERSONAL.message}"`, 'Chose the welcome e-mail'],
      inputs: status === 'waiting' ? null : { reference: 'D-17', customer_name: PERSONAL.customer_name, amount: 1200 },
      created_at: createdAt,
      finished_at: status === 'waiting' ? null : createdAt,
    })
    .returning({ id: agentRuns.id })
  return row!.id
}

async function insertDraft(runId: string, status: 'awaiting' | 'approved' | 'sent', at: Date): Promise<string> {
  const [row] = await db
    .insert(agentDrafts)
    .values({
      company_id: companyId,
      agent_id: agentId,
      run_id: runId,
      status,
      review: status !== 'sent',
      to: PERSONAL.email,
      template_subject: 'Welcome',
      template_text: `Hi ${PERSONAL.customer_name}, welcome aboard.`,
      facts: [{ label: 'customer name', value: PERSONAL.customer_name, personal: true }],
      subject: 'Welcome aboard',
      body: `Hi ${PERSONAL.customer_name}, welcome to the plan.`,
      facts_used: ['customer name: Ann Baker'],
      prompt: { system: 'Write one e-mail', user: `customer name: ${PERSONAL.customer_name}` },
      input_tokens: 300,
      output_tokens: 80,
      created_at: at,
      written_at: at,
      decided_at: status === 'approved' ? at : null,
    })
    .returning({ id: agentDrafts.id })
  return row!.id
}

async function insertEmail(status: 'sent' | 'captured' | 'queued' | 'failed', at: Date): Promise<string> {
  const delivered = status === 'sent' || status === 'captured'
  const [row] = await db
    .insert(emailMessages)
    .values({
      to: 'ann.baker@acme.example',
      subject: 'Your plan',
      text: 'Hello Ann',
      html: '<p>Hello Ann</p>',
      attachments: [{ filename: 'plan.pdf', content: 'JVBERi0=', contentType: 'application/pdf' }],
      status,
      created_at: at,
      delivered_at: delivered ? at : null,
    })
    .returning({ id: emailMessages.id })
  return row!.id
}

async function insertAgentDelivery(status: 'pending' | 'delivered' | 'failed', finishedAt: Date): Promise<string> {
  const id = `msg_${randomUUID()}`
  await db.insert(agentWebhookDeliveries).values({
    id,
    company_id: companyId,
    url: 'https://hooks.example.com/agents',
    body: JSON.stringify({ summary: `Welcomed ${PERSONAL.customer_name}` }),
    status,
    created_at: finishedAt,
    finished_at: status === 'pending' ? null : finishedAt,
  })
  return id
}

async function insertQuiz(createdAt: Date): Promise<string> {
  const [row] = await db
    .insert(quizSubmissions)
    .values({
      company_name: 'Acme',
      contact_name: PERSONAL.customer_name,
      contact_email: PERSONAL.email,
      industry: 'Retail',
      hours_spent_weekly: 10,
      timeline: 'soon',
      stage_flag: 'ready',
      payload: {} as never,
      submitted_at: createdAt,
      created_at: createdAt,
    })
    .returning({ id: quizSubmissions.id })
  return row!.id
}

async function insertQuizDelivery(submissionId: string, finishedAt: Date): Promise<string> {
  const id = `msg_${randomUUID()}`
  await db.insert(webhookDeliveries).values({
    id,
    submission_id: submissionId,
    body: JSON.stringify({ contact_name: PERSONAL.customer_name }),
    status: 'delivered',
    created_at: finishedAt,
    finished_at: finishedAt,
  })
  return id
}

async function insertDemoLead(createdAt: Date, { booked = false } = {}): Promise<string> {
  const [row] = await db
    .insert(demoLeads)
    .values({
      contact_email: PERSONAL.email,
      contact_name: PERSONAL.customer_name,
      company_name: 'Acme',
      answers: {} as never,
      created_at: createdAt,
    })
    .returning({ id: demoLeads.id })
  if (booked) {
    // A slot of its own: (date, slot) is unique.
    await db.execute(sql`insert into demo_bookings (date, slot, time_zone, starts_at, lead_id, contact_email, contact_name, company_name, investment_percentage)
      values (${`2030-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-10`}, ${randomUUID()}, 'UTC', ${createdAt}, ${row!.id}, ${PERSONAL.email}, ${PERSONAL.customer_name}, 'Acme', 10)`)
  }
  return row!.id
}

async function insertImproved(createdAt: Date): Promise<string> {
  const [row] = await db
    .insert(improvedAssessments)
    .values({
      company_name: 'Acme',
      contact_email: PERSONAL.email,
      contact_name: PERSONAL.customer_name,
      business_type: 'retail',
      team_size: '1-10',
      monthly_budget: 'under-1k',
      timeline: 'soon',
      preferred_contact: 'email',
      hours_spent_weekly: 10,
      monthly_savings: 500,
      answers: {} as never,
      metrics: {} as never,
      created_at: createdAt,
    })
    .returning({ id: improvedAssessments.id })
  return row!.id
}

async function insertStepView(viewedAt: Date): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into funnel_step_views (visit_id, funnel, step, step_index, viewed_at)
      values (gen_random_uuid(), 'quiz', 'basic-info', 0, ${viewedAt}) returning id`),
  )
  return row!.id
}

const rowsById = async <T extends { id: string }>(rows: Promise<T[]>) => new Map((await rows).map((row) => [row.id, row]))

type LeadStatus = (typeof leadsTable.$inferSelect)['status']
const SOURCE_COLUMN = { quiz: 'quiz_submission_id', demo: 'demo_lead_id', improved: 'improved_assessment_id' } as const

/** The back-office lead of a submission (docs/product.md#back-office), as its funnel writes it, at `status`. */
async function insertLead(source: keyof typeof SOURCE_COLUMN, id: string, status: LeadStatus): Promise<string> {
  await db.insert(leadsTable).values({
    id,
    source,
    [SOURCE_COLUMN[source]]: id,
    company_name: 'Acme',
    contact_name: PERSONAL.customer_name,
    contact_email: PERSONAL.email,
    industry: 'Retail',
    status,
  })
  await db.insert(leadActivity).values({ lead_id: id, kind: 'pdf_downloaded' })
  return id
}

describe('the retention run', () => {
  it('changes or removes exactly what is past its limit and leaves the rest untouched', async () => {
    const events = {
      due: await insertEvent(past(DAYS.eventPayloads)),
      notYet: await insertEvent(short(DAYS.eventPayloads)),
      unprocessed: await insertEvent(past(DAYS.eventPayloads), { processed: false }),
      awaited: await insertEvent(past(DAYS.eventPayloads)),
    }
    const runs = {
      // A recent run of the due event: its inputs stay, its summary stops quoting what the event no longer holds.
      ofDueEvent: await insertRun({ createdAt: short(DAYS.runInputs), eventId: events.due }),
      waitingOnEvent: await insertRun({ createdAt: past(DAYS.runInputs), eventId: events.awaited, status: 'waiting' }),
      due: await insertRun({ createdAt: past(DAYS.runInputs) }),
      notYet: await insertRun({ createdAt: short(DAYS.runInputs) }),
    }
    // Decided drafts lose what they were written from with the run's inputs; one waiting for a person is left alone.
    const drafts = {
      approvedDue: await insertDraft(runs.due, 'approved', past(DAYS.runInputs)),
      sentNotYet: await insertDraft(runs.notYet, 'sent', short(DAYS.runInputs)),
      awaiting: await insertDraft(runs.waitingOnEvent, 'awaiting', past(DAYS.runInputs)),
    }
    const emails = {
      sent: await insertEmail('sent', past(DAYS.sentEmailBodies)),
      captured: await insertEmail('captured', past(DAYS.sentEmailBodies)),
      failed: await insertEmail('failed', past(DAYS.sentEmailBodies)),
      notYet: await insertEmail('sent', short(DAYS.sentEmailBodies)),
      queued: await insertEmail('queued', past(DAYS.sentEmailBodies)),
    }
    const freshQuiz = await insertQuiz(short(DAYS.unconvertedLeads))
    const webhooks = {
      agentDue: await insertAgentDelivery('delivered', past(DAYS.sentEmailBodies)),
      agentNotYet: await insertAgentDelivery('delivered', short(DAYS.sentEmailBodies)),
      agentPending: await insertAgentDelivery('pending', past(DAYS.sentEmailBodies)),
      quizDue: await insertQuizDelivery(freshQuiz, past(DAYS.sentEmailBodies)),
    }
    const oldQuiz = await insertQuiz(past(DAYS.unconvertedLeads))
    const oldQuizDelivery = await insertQuizDelivery(oldQuiz, short(DAYS.sentEmailBodies))
    const leads = {
      demoDue: await insertDemoLead(past(DAYS.unconvertedLeads)),
      demoBooked: await insertDemoLead(past(DAYS.unconvertedLeads), { booked: true }),
      demoNotYet: await insertDemoLead(short(DAYS.unconvertedLeads)),
      improvedDue: await insertImproved(past(DAYS.unconvertedLeads)),
      improvedNotYet: await insertImproved(short(DAYS.unconvertedLeads)),
    }
    // A funnel's anonymous step views go after the lead period too (docs/decisions/107-funnel-analytics.md).
    await insertStepView(past(DAYS.unconvertedLeads))
    const stepViewKept = await insertStepView(short(DAYS.unconvertedLeads))

    const counts = await runRetention(db, { now: NOW, days: DAYS })
    expect(counts).toEqual({
      eventPayloads: 1,
      runInputs: 1,
      draftContents: 1,
      emailBodies: 3,
      webhookBodies: 2,
      quizSubmissions: 1,
      demoLeads: 1,
      improvedAssessments: 1,
      stepViews: 1,
      conversationMessages: 0,
      conversations: 0,
      contacts: 0,
    })
    const views = rowsOf<{ id: string }>(await db.execute(sql`select id from funnel_step_views`))
    expect(views.map((view) => view.id)).toEqual([stepViewKept])

    const eventRows = await rowsById(
      db
        .select()
        .from(agentEvents)
        .where(inArray(agentEvents.id, Object.values(events))),
    )
    const original = { ...PERSONAL, ...FACTS }
    expect(eventRows.get(events.due)!.data).toEqual(keepFacts(original))
    expect(eventRows.get(events.due)!.data).toEqual(FACTS)
    for (const id of [events.notYet, events.unprocessed, events.awaited]) expect(eventRows.get(id)!.data).toEqual(original)

    const runRows = await rowsById(
      db
        .select()
        .from(agentRuns)
        .where(inArray(agentRuns.id, Object.values(runs))),
    )
    const ofDueEvent = runRows.get(runs.ofDueEvent)!
    expect(ofDueEvent.summary).toBe('Welcomed A••• B••• (a•••@•••.example) to the EUR 1,200 plan')
    expect(ofDueEvent.steps).toEqual(['Read "[removed]"', 'Chose the welcome e-mail'])
    expect(ofDueEvent.inputs).toEqual({ reference: 'D-17', customer_name: 'Ann Baker', amount: 1200 })
    const due = runRows.get(runs.due)!
    expect(due.inputs).toBeNull()
    expect(due.summary).toBe(`Welcomed A••• B••• (${PERSONAL.email}) to the EUR 1,200 plan`)
    expect(due.status).toBe('succeeded')
    for (const id of [runs.notYet, runs.waitingOnEvent]) {
      expect(runRows.get(id)!.summary).toContain(PERSONAL.customer_name)
    }
    expect(runRows.get(runs.notYet)!.inputs).toEqual({ reference: 'D-17', customer_name: 'Ann Baker', amount: 1200 })

    const emailRows = await rowsById(
      db
        .select()
        .from(emailMessages)
        .where(inArray(emailMessages.id, Object.values(emails))),
    )
    for (const id of [emails.sent, emails.captured, emails.failed]) {
      expect(emailRows.get(id)).toMatchObject({ text: '', html: '', attachments: [], to: PERSONAL.email, subject: 'Your plan' })
    }
    expect(emailRows.get(emails.sent)!.status).toBe('sent')
    for (const id of [emails.notYet, emails.queued])
      expect(emailRows.get(id)).toMatchObject({ text: 'Hello Ann', html: '<p>Hello Ann</p>' })
    expect(emailRows.get(emails.queued)!.attachments).toHaveLength(1)

    const agentDeliveries = await rowsById(
      db
        .select()
        .from(agentWebhookDeliveries)
        .where(inArray(agentWebhookDeliveries.id, [webhooks.agentDue, webhooks.agentNotYet, webhooks.agentPending])),
    )
    expect(agentDeliveries.get(webhooks.agentDue)).toMatchObject({ body: '', status: 'delivered' })
    expect(agentDeliveries.get(webhooks.agentNotYet)!.body).toContain('Ann Baker')
    expect(agentDeliveries.get(webhooks.agentPending)!.body).toContain('Ann Baker')
    const quizDeliveries = await rowsById(
      db
        .select()
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.id, [webhooks.quizDue, oldQuizDelivery])),
    )
    expect(quizDeliveries.get(webhooks.quizDue)).toMatchObject({ body: '', status: 'delivered' })
    // The old lead's delivery went with it.
    expect(quizDeliveries.has(oldQuizDelivery)).toBe(false)

    const quizIds = (
      await db
        .select({ id: quizSubmissions.id })
        .from(quizSubmissions)
        .where(inArray(quizSubmissions.id, [oldQuiz, freshQuiz]))
    ).map((row) => row.id)
    expect(quizIds).toEqual([freshQuiz])
    const demoIds = new Set(
      (
        await db
          .select({ id: demoLeads.id })
          .from(demoLeads)
          .where(inArray(demoLeads.id, Object.values(leads)))
      ).map((row) => row.id),
    )
    expect(demoIds).toEqual(new Set([leads.demoBooked, leads.demoNotYet]))
    const improvedIds = (
      await db
        .select({ id: improvedAssessments.id })
        .from(improvedAssessments)
        .where(inArray(improvedAssessments.id, [leads.improvedDue, leads.improvedNotYet]))
    ).map((row) => row.id)
    expect(improvedIds).toEqual([leads.improvedNotYet])

    const draftRows = await rowsById(
      db
        .select()
        .from(agentDrafts)
        .where(inArray(agentDrafts.id, Object.values(drafts))),
    )
    expect(draftRows.get(drafts.approvedDue)).toMatchObject({
      facts: [],
      facts_used: null,
      prompt: null,
      body: null,
      template_text: '',
      to: PERSONAL.email,
      subject: 'Welcome aboard',
      input_tokens: 300,
    })
    for (const kept of [drafts.sentNotYet, drafts.awaiting]) {
      expect(draftRows.get(kept)).toMatchObject({
        body: `Hi ${PERSONAL.customer_name}, welcome to the plan.`,
        facts_used: ['customer name: Ann Baker'],
      })
    }

    // A second run the same day finds nothing left to do.
    expect(Object.values(await runRetention(db, { now: NOW, days: DAYS })).every((count) => count === 0)).toBe(true)
  })

  it('deletes conversation messages past the period, then threads left empty, then contacts unseen with no thread', async () => {
    const old = past(DAYS.conversations)
    const recent = short(DAYS.conversations)
    const seed = (name: string, at: Date, messages: { direction: 'out' | 'in'; at?: Date }[]) =>
      seedConversation(db, { companyId, agentId, address: `${name}-${randomUUID()}@example.com`, at, messages })
    // Quiet for the whole period: its messages, the thread and the contact all go.
    const quiet = await seed('quiet', old, [{ direction: 'out' }, { direction: 'in' }])
    // The first e-mail is old, the reply recent: only the first e-mail goes.
    const answered = await seed('answered', recent, [{ direction: 'out', at: old }, { direction: 'in' }])
    // No message left, but one arrived within the period: the thread and its contact stay.
    const emptied = await seed('emptied', recent, [])
    // Not seen for the period, yet its thread is still kept: the contact stays with it.
    const threaded = await seed('threaded', recent, [{ direction: 'in' }])
    await db.execute(sql`update contacts set last_seen_at = ${old} where id = ${threaded.contactId}`)
    const bare = async (at: Date) =>
      rowsOf<{ id: string }>(
        await db.execute(sql`insert into contacts (company_id, address, first_seen_at, last_seen_at)
          values (${companyId}, ${`bare-${randomUUID()}@example.com`}, ${at}, ${at}) returning id`),
      )[0]!.id
    const bareOld = await bare(old)
    const bareRecent = await bare(recent)

    expect(await runRetention(db, { now: NOW, days: DAYS })).toMatchObject({ conversationMessages: 3, conversations: 1, contacts: 2 })
    const left = async (table: string, ids: string[]) =>
      rowsOf<{ id: string }>(await db.execute(sql`select id::text from ${sql.identifier(table)} where id = any(${uuidArray(ids)})`))
        .map((row) => row.id)
        .sort()
    const seeded = [quiet, answered, emptied, threaded]
    expect(
      await left(
        'conversation_messages',
        seeded.flatMap((thread) => thread.messageIds),
      ),
    ).toEqual([answered.messageIds[1]!, threaded.messageIds[0]!].sort())
    expect(
      await left(
        'conversations',
        seeded.map((thread) => thread.conversationId),
      ),
    ).toEqual([answered, emptied, threaded].map((thread) => thread.conversationId).sort())
    expect(await left('contacts', [...seeded.map((thread) => thread.contactId), bareOld, bareRecent])).toEqual(
      [answered.contactId, emptied.contactId, threaded.contactId, bareRecent].sort(),
    )
    expect(Object.values(await runRetention(db, { now: NOW, days: DAYS })).every((count) => count === 0)).toBe(true)
  })

  it('keeps the submissions of leads staff marked Converted; the others go with their leads and timelines', async () => {
    const old = past(DAYS.unconvertedLeads)
    const kept = {
      quiz: await insertLead('quiz', await insertQuiz(old), 'converted'),
      demo: await insertLead('demo', await insertDemoLead(old), 'converted'),
      improved: await insertLead('improved', await insertImproved(old), 'converted'),
    }
    const gone = {
      quiz: await insertLead('quiz', await insertQuiz(old), 'lost'),
      demo: await insertLead('demo', await insertDemoLead(old), 'contacted'),
      improved: await insertLead('improved', await insertImproved(old), 'new'),
    }

    expect(await runRetention(db, { now: NOW, days: DAYS })).toMatchObject({ quizSubmissions: 1, demoLeads: 1, improvedAssessments: 1 })
    const all = [...Object.values(kept), ...Object.values(gone)]
    const ids = async (query: Promise<{ id: string }[]>) => new Set((await query).map((row) => row.id))
    expect(await ids(db.select({ id: quizSubmissions.id }).from(quizSubmissions).where(inArray(quizSubmissions.id, all)))).toEqual(
      new Set([kept.quiz]),
    )
    expect(await ids(db.select({ id: demoLeads.id }).from(demoLeads).where(inArray(demoLeads.id, all)))).toEqual(new Set([kept.demo]))
    expect(
      await ids(db.select({ id: improvedAssessments.id }).from(improvedAssessments).where(inArray(improvedAssessments.id, all))),
    ).toEqual(new Set([kept.improved]))
    expect(await ids(db.select({ id: leadsTable.id }).from(leadsTable).where(inArray(leadsTable.id, all)))).toEqual(
      new Set(Object.values(kept)),
    )
    const timeline = await db.select({ id: leadActivity.lead_id }).from(leadActivity).where(inArray(leadActivity.lead_id, all))
    expect(new Set(timeline.map((row) => row.id))).toEqual(new Set(Object.values(kept)))
  })

  it('goes on batch after batch until nothing due is left', async () => {
    for (let n = 0; n < 5; n += 1) {
      const eventId = await insertEvent(past(DAYS.eventPayloads))
      await insertRun({ createdAt: past(DAYS.runInputs), eventId })
      await insertEmail('sent', past(DAYS.sentEmailBodies))
      await insertAgentDelivery('delivered', past(DAYS.sentEmailBodies))
      await insertQuiz(past(DAYS.unconvertedLeads))
      await insertDemoLead(past(DAYS.unconvertedLeads))
      await insertImproved(past(DAYS.unconvertedLeads))
      await insertStepView(past(DAYS.unconvertedLeads))
      await seedConversation(db, { companyId, agentId, address: `batch-${randomUUID()}@example.com`, at: past(DAYS.conversations) })
    }
    const counts = await runRetention(db, { now: NOW, days: DAYS, batchSize: 2 })
    expect(counts).toEqual({
      eventPayloads: 5,
      runInputs: 5,
      draftContents: 0,
      emailBodies: 5,
      webhookBodies: 5,
      quizSubmissions: 5,
      demoLeads: 5,
      improvedAssessments: 5,
      stepViews: 5,
      conversationMessages: 10,
      conversations: 5,
      contacts: 5,
    })
    expect(Object.values(await runRetention(db, { now: NOW, days: DAYS, batchSize: 2 })).every((count) => count === 0)).toBe(true)
  })

  it('takes more rows than one batch of its default size', async () => {
    const total = 1205
    await db.execute(sql`insert into email_messages ("to", subject, text, html, status, created_at, delivered_at)
      select 'someone@example.com', 'Hello', 'Hello ' || n, '<p>Hello</p>', 'sent', ${past(DAYS.sentEmailBodies)}, ${past(DAYS.sentEmailBodies)}
      from generate_series(1, ${total}) n`)
    expect((await runRetention(db, { now: NOW, days: DAYS })).emailBodies).toBe(total)
    const [left] = rowsOf<{ count: number | string }>(
      await db.execute(sql`select count(*) as count from email_messages where subject = 'Hello' and text <> ''`),
    )
    expect(Number(left!.count)).toBe(0)
  })

  it('logs counts only: no id, address or name', async () => {
    const eventId = await insertEvent(past(DAYS.eventPayloads))
    await insertEmail('sent', past(DAYS.sentEmailBodies))
    const lines: { object: object; message: string }[] = []
    await runRetentionAndLog(db, { info: (object, message) => lines.push({ object, message }) }, { now: NOW, days: DAYS })
    expect(lines).toHaveLength(1)
    const [line] = lines
    expect(line!.message).toBe(
      'retention: removed 1 event payloads, 0 run inputs, 0 draft contents, 1 e-mail bodies, 0 webhook bodies, 0 quiz submissions, 0 demo leads, 0 improved assessments, 0 funnel step views, ' +
        '0 conversation messages, 0 conversations, 0 contacts',
    )
    expect(line!.object).toEqual({
      removed: {
        eventPayloads: 1,
        runInputs: 0,
        draftContents: 0,
        emailBodies: 1,
        webhookBodies: 0,
        quizSubmissions: 0,
        demoLeads: 0,
        improvedAssessments: 0,
        stepViews: 0,
        conversationMessages: 0,
        conversations: 0,
        contacts: 0,
      },
    })
    const logged = JSON.stringify(line)
    for (const secret of [eventId, PERSONAL.email, PERSONAL.customer_name, companyId]) expect(logged).not.toContain(secret)
  })
})

describe('the retention plugin', () => {
  it('schedules one run a day on the shared queue, however many processes start', async () => {
    const { app, close } = await createTestApp()
    try {
      const schedules = await app.jobs.boss.getSchedules()
      expect(schedules.filter((schedule) => schedule.name === RETENTION_QUEUE).map((schedule) => schedule.cron)).toEqual(['17 3 * * *'])
    } finally {
      await close()
    }
  }, 60_000)
})
