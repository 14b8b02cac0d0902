// @both-databases: the erase sweep's row locks and skip locked
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { INITIAL_PROGRESS } from '@/shared/formulas/progress'
import { COMPANY_ERASURE_MESSAGES } from '@/shared/schemas/company-erasure'
import { companies, users } from '@/server/modules/accounts'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { emailMessages } from '@/server/platform/mail/schema'
import { seedConversation } from '@/server/test/conversation-fixtures'
import { joinAsMember, nextIp, registerUser, requestJson, sessionCookie } from '@/server/test/http'
import { planSubmission } from '@/server/test/onboarding-submission'
import { createTestApp } from '@/server/test/test-app'
import { companyErasures, companyTombstones } from './erase-schema'
import { runDueErasures } from './erase-run'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
}, 60_000)
afterAll(() => close())

const DAY_MS = 24 * 60 * 60_000
// Tables that hold no company's rows: the public funnels' leads (by address, not by account) with their activity and
// webhook attempts, the funnels' anonymous step views, the app's own secrets, the record of a person's data requests (a
// keyed hash of an address) and what outlives an erase.
const NOT_COMPANY_TABLES = [
  'app_secrets',
  'funnel_step_views',
  'lead_activity',
  'lead_webhook_attempts',
  'company_tombstones',
  'person_data_requests',
  'demo_bookings',
  'demo_leads',
  'improved_assessments',
  'quiz_submissions',
  'webhook_deliveries',
]

type Company = {
  id: string
  ownerId: string
  ownerCookie: string
  memberCookie: string
  memberIds: string[]
  emails: string[]
  deliveryIds: string[]
}

/** A company with rows in every table that can hold its data, through the API where one writes them, else directly. */
async function buildCompany(name: string): Promise<Company> {
  const owner = await registerUser(app, { company_name: name })
  const cookie = owner.cookie
  const id: string = owner.user.company_id
  const memberCookie = await joinAsMember(app, cookie)
  const call = (method: 'POST' | 'PATCH', url: string, body?: unknown) => requestJson(app, { method, url, body, cookie, ip: nextIp() })
  expect((await call('POST', '/api/invitations', { email: `pending-${randomUUID()}@example.com` })).statusCode).toBe(201)
  expect((await call('POST', '/api/api-keys', { name: 'n8n' })).statusCode).toBe(201)
  expect((await call('PATCH', '/api/onboarding/progress', INITIAL_PROGRESS)).statusCode).toBe(200)
  expect((await call('POST', '/api/onboarding/submit', planSubmission(owner.input.email, name))).statusCode).toBe(201)
  const [agent] = (await call('POST', '/api/agents/deploy', { agentIds: ['max'] })).json()
  expect((await call('POST', '/api/events', { type: 'lead.created', data: EVENT_EXAMPLES['lead.created'][0] })).statusCode).toBe(202)
  // A mailed token and a sign-in address: the account's own rows.
  expect((await requestJson(app, { method: 'POST', url: '/api/verification-email', cookie })).statusCode).toBe(202)
  const login = await requestJson(app, {
    method: 'POST',
    url: '/api/login',
    body: { email: owner.input.email, password: owner.input.password },
    ip: nextIp(),
  })
  expect(login.statusCode).toBe(200)
  sessionCookie(login)

  // The runtime's rows, written directly so the test need not wait for it: many signals (erased in batches), a run,
  // its webhook delivery and an attempt.
  await app.db.execute(sql`insert into signals (company_id, from_agent_id, signal, status)
    select ${id}, ${agent.id}, 'lead.qualified', 'processed' from generate_series(1, 1200)`)
  const runId = randomUUID()
  const deliveryId = `msg_${randomUUID()}`
  await app.db.execute(sql`insert into agent_runs (id, company_id, agent_id, dedupe_key, trigger, status)
    values (${runId}, ${id}, ${agent.id}, ${`test:${runId}`}, 'lead.created', 'succeeded')`)
  await app.db.execute(sql`insert into agent_webhook_deliveries (id, company_id, run_id, url, body)
    values (${deliveryId}, ${id}, ${runId}, 'https://hooks.example.com/x', '{}')`)
  await app.db.execute(sql`insert into agent_webhook_attempts (delivery_id, attempt, status_code) values (${deliveryId}, 1, 500)`)
  await app.db.insert(emailMessages).values({ company_id: id, to: 'customer@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })
  // A model's draft of the run's e-mail, and the company's model settings and token count.
  await app.db.execute(sql`insert into agent_drafts (id, company_id, agent_id, run_id, review, "to", template_subject, template_text, facts)
    values (${randomUUID()}, ${id}, ${agent.id}, ${runId}, true, 'lead@example.com', 'Hi', 'Hi there', '[]'::jsonb)`)
  await app.db.execute(sql`insert into agent_trust_changes (company_id, agent_id, from_level, to_level, automatic)
    values (${id}, ${agent.id}, 'review', 'autopilot', false)`)
  // The quality loop's records: a provider failure, an applied version, and a test bench run with one replayed e-mail.
  const benchRunId = randomUUID()
  await app.db.execute(
    sql`insert into ai_provider_failures (company_id, provider, model, reason) values (${id}, 'openai', 'gpt-4o', 'timeout')`,
  )
  await app.db.execute(
    sql`insert into ai_setting_versions (company_id, kind, settings, summary) values (${id}, 'voice', '{}'::jsonb, 'Voice')`,
  )
  await app.db.execute(sql`insert into test_bench_runs (id, company_id, proposal) values (${benchRunId}, ${id}, '{}'::jsonb)`)
  await app.db.execute(sql`insert into test_bench_cases (run_id, position, draft_id) values (${benchRunId}, 0, ${randomUUID()})`)
  // The back-office lead the workspace was set up from: the lead stays AgentWorks' record, no longer naming the company.
  const leadId = randomUUID()
  await app.db.execute(sql`insert into improved_assessments (id, company_name, contact_email, contact_name, business_type, team_size,
      monthly_budget, timeline, preferred_contact, hours_spent_weekly, monthly_savings, answers, metrics)
    values (${leadId}, ${name}, 'lead@example.com', 'Lead', 'agency', '1-5', 'x', 'asap', 'email', 10, 800, '{}'::jsonb, '{}'::jsonb)`)
  await app.db
    .execute(sql`insert into leads (id, source, improved_assessment_id, company_name, contact_name, contact_email, industry, company_id)
    values (${leadId}, 'improved', ${leadId}, ${name}, 'Lead', 'lead@example.com', 'Agency', ${id})`)
  // A person the agent wrote to, their conversation and an e-mail each way: erased messages first, then threads, then contacts.
  await seedConversation(app.db, { companyId: id, agentId: agent.id, address: `contact-${randomUUID()}@example.com` })
  await app.db.execute(sql`insert into company_ai_settings (company_id, monthly_token_budget) values (${id}, 100000)`)
  await app.db.execute(sql`insert into ai_token_usage (company_id, month, tokens, calls) values (${id}, '2026-01-01', 1200, 3)`)
  await app.db.execute(sql`insert into company_logos (company_id, content_type, data) values (${id}, 'image/png', 'iVBORw0KGgo=')`)
  await app.db.execute(
    sql`insert into company_suppressions (company_id, address, reason) values (${id}, 'gone@example.com', 'unsubscribed')`,
  )
  // An export and a change of the privacy controls, written directly: their own tests cover how they are made.
  await app.db.execute(sql`insert into company_exports (company_id, requested_by, total_rows) values (${id}, ${owner.user.id}, 1)`)
  await app.db.execute(sql`insert into privacy_setting_changes (company_id, user_id, control, "from", "to", source)
    values (${id}, ${owner.user.id}, 'dataCollection', true, false, 'settings')`)

  const members = await app.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.company_id, id))
  return {
    id,
    ownerId: owner.user.id,
    ownerCookie: cookie,
    memberCookie,
    memberIds: members.map((member) => member.id),
    emails: members.map((member) => member.email.toLowerCase()),
    deliveryIds: [deliveryId],
  }
}

const inList = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/**
 * The company's rows in every table of the database, listed from information_schema: by company_id, or through its
 * members' ids, its deliveries, its id or its members' addresses. A table that holds none of these must be named in
 * NOT_COMPANY_TABLES, so a new table is either counted here or declared free of company data.
 */
async function countCompanyRows(company: Company): Promise<Record<string, number>> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await app.db.execute(sql`select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and left(c.table_name, 2) <> '__'`),
  )
  const tables = [...new Set(columns.map((column) => column.table_name))].sort()
  expect(tables.length).toBeGreaterThan(20)
  const has = (table: string, column: string) => columns.some((item) => item.table_name === table && item.column_name === column)
  const counts: Record<string, number> = {}
  const suffixes = [
    `:company:${company.id}`,
    ...company.memberIds.map((id) => `:user:${id}`),
    ...company.emails.map((email) => `:email:${email}`),
  ]
  for (const table of tables) {
    const name = sql.identifier(table)
    let where
    if (table === 'company_tombstones') continue
    else if (table === 'companies') where = sql`id = ${company.id}`
    else if (table === 'email_messages') where = sql`company_id = ${company.id} or lower("to") in (${inList(company.emails)})`
    else if (table === 'rate_limit_windows')
      where = sql.join(
        suffixes.map((suffix) => sql`key like ${`%${suffix}`}`),
        sql` or `,
      )
    else if (table === 'agent_webhook_attempts') where = sql`delivery_id in (${inList(company.deliveryIds)})`
    else if (table === 'test_bench_cases') where = sql`run_id in (select id from test_bench_runs where company_id = ${company.id})`
    else if (has(table, 'company_id')) where = sql`company_id = ${company.id}`
    else if (has(table, 'user_id')) where = sql`user_id in (${inList(company.memberIds)})`
    else {
      expect(NOT_COMPANY_TABLES, `${table} holds no company_id: count it or name it`).toContain(table)
      continue
    }
    counts[table] = rowsOf<{ n: number }>(await app.db.execute(sql`select count(*)::int as n from ${name} where ${where}`))[0]!.n
  }
  return counts
}

const schedule = (cookie: string, company_name: string) =>
  requestJson(app, { method: 'POST', url: '/api/company/erasure', body: { company_name }, cookie, ip: nextIp() })
const cancel = (cookie: string) => requestJson(app, { method: 'DELETE', url: '/api/company/erasure', cookie, ip: nextIp() })
const dueAtOf = async (companyId: string) =>
  (await app.db.select().from(companyErasures).where(eq(companyErasures.company_id, companyId)))[0]?.due_at
const mailTo = async (emails: string[], subject: string) =>
  rowsOf<{ to: string }>(
    await app.db.execute(sql`select "to" from email_messages where lower("to") in (${inList(emails)}) and subject like ${`%${subject}`}`),
  )
    .map((row) => row.to.toLowerCase())
    .sort()

describe('erasing a company', () => {
  it('deletes every row of the company in every table once the grace period has passed, and nothing of another', async () => {
    const doomed = await buildCompany('Doomed Bakery')
    const other = await buildCompany('Other Bakery')

    const scheduled = await schedule(doomed.ownerCookie, 'Doomed Bakery')
    expect(scheduled.statusCode, scheduled.body).toBe(201)
    const dueAt = new Date(scheduled.json().erasure.due_at)
    expect(dueAt.getTime() - new Date(scheduled.json().erasure.requested_at).getTime()).toBe(7 * DAY_MS)
    // Every member is told, with the date.
    expect(await mailTo(doomed.emails, 'will be erased')).toEqual([...doomed.emails].sort())
    const member = await requestJson(app, { url: '/api/company/erasure', cookie: doomed.memberCookie })
    expect(member.json()).toEqual(scheduled.json())

    const before = await countCompanyRows(doomed)
    const empty = Object.entries(before).filter(([, count]) => count === 0)
    expect(empty, 'every table that can hold company data holds some before').toEqual([])
    expect(before.signals).toBeGreaterThanOrEqual(1200)
    const otherBefore = await countCompanyRows(other)

    // Not yet due: nothing happens.
    expect(await runDueErasures(app.db, { now: new Date(dueAt.getTime() - 1000), batchSize: 500 })).toEqual([])
    expect(await countCompanyRows(doomed)).toEqual(before)

    expect(await runDueErasures(app.db, { now: new Date(dueAt.getTime() + 1000), batchSize: 500 })).toEqual([doomed.id])
    const after = await countCompanyRows(doomed)
    expect(Object.entries(after).filter(([, count]) => count !== 0)).toEqual([])
    expect(after.company_erasures).toBe(0)
    const tombstones = await app.db.select().from(companyTombstones).where(eq(companyTombstones.company_id, doomed.id))
    expect(tombstones).toHaveLength(1)
    expect(tombstones[0]!.requested_by).toBe(doomed.ownerId)
    // No pending job names a deleted row.
    const jobs = rowsOf<{ n: number }>(
      await app.db.execute(sql`select count(*)::int as n from pgboss.job where state in ('created', 'retry') and name = 'email.send'
        and not exists (select 1 from email_messages m where m.id::text = data->>'messageId')`),
    )
    expect(jobs[0]!.n).toBe(0)

    expect(await countCompanyRows(other)).toEqual(otherBefore)
    expect((await requestJson(app, { url: '/api/user', cookie: doomed.ownerCookie })).json()).toBeNull()
    expect((await requestJson(app, { url: '/api/team', cookie: other.ownerCookie })).statusCode).toBe(200)
  }, 120_000)

  it('lets only the owner schedule or cancel; a wrong name is a 400 that writes nothing; a second request is a 409', async () => {
    const company = await buildCompany('Careful Co')
    const mailBefore = (await app.db.select().from(emailMessages)).length

    expect((await schedule(company.memberCookie, 'Careful Co')).statusCode).toBe(403)
    const wrong = await schedule(company.ownerCookie, 'careful co')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ message: COMPANY_ERASURE_MESSAGES.nameMismatch, issues: [{ path: 'company_name' }] })
    expect(await dueAtOf(company.id)).toBeUndefined()
    expect((await app.db.select().from(emailMessages)).length).toBe(mailBefore)
    expect((await requestJson(app, { url: '/api/company/erasure', cookie: company.memberCookie })).json()).toMatchObject({ erasure: null })
    expect((await cancel(company.ownerCookie)).statusCode).toBe(404)

    expect((await schedule(company.ownerCookie, 'Careful Co')).statusCode).toBe(201)
    const again = await schedule(company.ownerCookie, 'Careful Co')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: COMPANY_ERASURE_MESSAGES.alreadyScheduled })
    expect((await cancel(company.memberCookie)).statusCode).toBe(403)
    expect(await dueAtOf(company.id)).toBeDefined()
  }, 60_000)

  it('is stopped by a cancellation, which every member is told of', async () => {
    const company = await buildCompany('Second Thoughts')
    expect((await schedule(company.ownerCookie, 'Second Thoughts')).statusCode).toBe(201)
    const dueAt = (await dueAtOf(company.id))!
    const cancelled = await cancel(company.ownerCookie)
    expect(cancelled.statusCode, cancelled.body).toBe(204)
    expect(await mailTo(company.emails, 'was cancelled')).toEqual([...company.emails].sort())

    // Other tests' companies may come due at that time; this one does not.
    expect(await runDueErasures(app.db, { now: new Date(dueAt.getTime() + DAY_MS) })).not.toContain(company.id)
    expect(await app.db.select().from(companies).where(eq(companies.id, company.id))).toHaveLength(1)
    expect((await requestJson(app, { url: '/api/company/erasure', cookie: company.ownerCookie })).json()).toMatchObject({ erasure: null })
  }, 60_000)

  it('erases each due company once when several sweeps run at the same time', async () => {
    const first = await registerUser(app, { company_name: 'Sweep One' })
    const second = await registerUser(app, { company_name: 'Sweep Two' })
    expect((await schedule(first.cookie, 'Sweep One')).statusCode).toBe(201)
    expect((await schedule(second.cookie, 'Sweep Two')).statusCode).toBe(201)
    const now = new Date(Date.now() + 8 * DAY_MS)
    const sweeps = await Promise.all([runDueErasures(app.db, { now }), runDueErasures(app.db, { now }), runDueErasures(app.db, { now })])
    const erased = sweeps.flat()
    expect(erased).toHaveLength(2)
    expect(new Set(erased)).toEqual(new Set([first.user.company_id, second.user.company_id]))
    expect(await app.db.select().from(companies).where(eq(companies.id, first.user.company_id))).toHaveLength(0)
  }, 60_000)
})
