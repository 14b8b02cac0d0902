// @both-databases: exports started at once against the per-company limit
import { get } from 'node:http'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPANY_EXPORT_MESSAGES, EXPORT_FILES, type CompanyExport } from '@/shared/schemas/company-export'
import { apiKeys, companies, invitations, users } from '@/server/modules/accounts'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { seedConversation, type TestConversation } from '@/server/test/conversation-fixtures'
import { joinAsMember, nextIp, registerUser, requestJson } from '@/server/test/http'
import { planSubmission } from '@/server/test/onboarding-submission'
import { waitFor } from '@/server/test/polling'
import { createTestApp } from '@/server/test/test-app'
import { EXPORTS_PER_COMPANY } from './company-export-routes'
import { EXPORT_KINDS } from './export-kinds'
import { readZipEntries } from './export-unzip'

// The company export of docs/product.md#company-export: the archive the owner downloads is opened here and held
// against the database, file by file.

let app: FastifyInstance
let close: () => Promise<void>
let owner: { cookie: string; companyId: string }
let other: { cookie: string; companyId: string }
/** Values that must appear nowhere in the archive: credentials and their hashes, and the other company's rows. */
const secrets: string[] = []
const otherCompanyValues: string[] = []

const SIGNALS = 2345
const EVENTS = 1203
const RUNS = 1101
const EMAILS = 45
/** Each company's conversation with its contact, by label. */
const conversations = new Map<string, TestConversation>()

/** Rows of every kind, more than a page of the big ones, with ties in their order, written directly. */
async function seedCompany(companyId: string, label: string): Promise<void> {
  const [agent] = (
    await requestJson(app, { method: 'POST', url: '/api/agents/deploy', body: { agentIds: ['max'] }, cookie: cookieOf(companyId) })
  ).json()
  await app.db.execute(sql`insert into signals (company_id, from_agent_id, signal, status, created_at, payload)
    select ${companyId}, ${agent.id}, 'lead.scored', 'processed', now() - (n % 7) * interval '1 minute', jsonb_build_object('n', n, 'label', ${label}::text)
    from generate_series(1, ${SIGNALS}) n`)
  await app.db.execute(sql`insert into agent_events (company_id, type, data, received_at, processed_at)
    select ${companyId}, 'lead.created', jsonb_build_object('n', n), timestamptz '2026-01-01T00:00:00Z' + (n % 3) * interval '1 second', now()
    from generate_series(1, ${EVENTS}) n`)
  await app.db.execute(sql`insert into agent_runs (company_id, agent_id, dedupe_key, trigger, status, summary)
    select ${companyId}, ${agent.id}, ${label} || ':run:' || n, 'lead.created', 'succeeded', 'Scored a lead'
    from generate_series(1, ${RUNS}) n`)
  await app.db.execute(sql`insert into email_messages (company_id, "to", subject, text, html, status)
    select ${companyId}, 'someone@example.com', 'Hello ' || n, 'Join us: http://localhost:3000/auth?token=live-token-' || ${label} || n, '<p>hi</p>', 'sent'
    from generate_series(1, ${EMAILS}) n`)
  conversations.set(
    label,
    await seedConversation(app.db, {
      companyId,
      agentId: agent.id,
      address: `contact-${label}@example.com`,
      messages: [{ direction: 'out' }, { direction: 'in', text: `Reply of contact ${label}` }],
    }),
  )
  await app.db.execute(
    sql`insert into company_email_days (company_id, day, sent, granted) values (${companyId}, date '2026-01-02', 3, 3), (${companyId}, date '2026-01-03', 1, 1)`,
  )
  await app.db.execute(sql`insert into agent_webhook_deliveries (id, company_id, event, url, body, status)
    values (${`msg_${label}_1`}, ${companyId}, 'webhook.test', 'https://hooks.example.com/a', '{"type":"webhook.test"}', 'delivered'),
           (${`msg_${label}_2`}, ${companyId}, 'webhook.test', 'https://hooks.example.com/a', '{"type":"webhook.test"}', 'failed')`)
  await app.db.execute(sql`insert into agent_webhook_attempts (delivery_id, attempt, status_code, response)
    values (${`msg_${label}_1`}, 1, 200, 'ok'), (${`msg_${label}_2`}, 1, 500, 'no'), (${`msg_${label}_2`}, 2, 500, 'no')`)
  await app.db.execute(
    sql`insert into company_erasures (company_id, requested_at, due_at) values (${companyId}, now(), now() + interval '7 days')`,
  )
  const secret = `whsec_${label}_${'s'.repeat(24)}`
  await app.db
    .update(companies)
    .set({ n8n_webhook_url: 'https://hooks.example.com/a', n8n_webhook_secret: secret })
    .where(eq(companies.id, companyId))
  const cookie = cookieOf(companyId)
  const key = (await requestJson(app, { method: 'POST', url: '/api/api-keys', body: { name: 'zapier' }, cookie })).json()
  const invitation = (
    await requestJson(app, { method: 'POST', url: '/api/invitations', body: { email: `invitee-${label}@example.com` }, cookie })
  ).json()
  const submitted = await requestJson(app, {
    method: 'POST',
    url: '/api/onboarding/submit',
    body: planSubmission(`plan-${label}@example.com`),
    cookie,
    ip: nextIp(),
  })
  expect(submitted.statusCode, submitted.body).toBe(201)
  await requestJson(app, {
    method: 'PATCH',
    url: '/api/onboarding/progress',
    body: { current_step: 'welcome', steps_completed: ['welcome'] },
    cookie,
  })
  const hashes = [
    ...(await app.db.select({ value: users.password_hash }).from(users).where(eq(users.company_id, companyId))),
    ...(await app.db.select({ value: invitations.token_hash }).from(invitations).where(eq(invitations.company_id, companyId))),
    ...(await app.db.select({ value: apiKeys.key_hash }).from(apiKeys).where(eq(apiKeys.company_id, companyId))),
  ].map((row) => row.value)
  secrets.push(secret, key.key, new URL(invitation.link).searchParams.get('token')!, ...hashes)
}

const cookies = new Map<string, string>()
const cookieOf = (companyId: string) => cookies.get(companyId)!

beforeAll(async () => {
  ;({ app, close } = await createTestApp())
  const registered = await registerUser(app)
  const otherRegistered = await registerUser(app)
  owner = { cookie: registered.cookie, companyId: registered.user.company_id }
  other = { cookie: otherRegistered.cookie, companyId: otherRegistered.user.company_id }
  cookies.set(owner.companyId, owner.cookie).set(other.companyId, other.cookie)
  await seedCompany(owner.companyId, 'a')
  await seedCompany(other.companyId, 'b')
  otherCompanyValues.push(
    other.companyId,
    otherRegistered.input.email,
    'msg_b_1',
    'live-token-b',
    'contact-b@example.com',
    'Reply of contact b',
    conversations.get('b')!.replyToken,
  )
}, 120_000)
afterAll(() => close())

async function startExport(cookie: string): Promise<CompanyExport> {
  const response = await requestJson(app, { method: 'POST', url: '/api/company/exports', cookie })
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

async function download(url: string, cookie: string) {
  return app.inject({ method: 'GET', url, headers: { cookie }, remoteAddress: nextIp() })
}

/** The company's rows of `table` in the database, counted without the export's own queries. */
async function countInDatabase(table: string, companyId: string): Promise<number> {
  if (table === 'companies') return 1
  // Two tables belong to the company through their parent: a delivery's attempts, and a test bench run's e-mails.
  const query =
    table === 'agent_webhook_attempts'
      ? sql`select count(*)::int as n from agent_webhook_attempts where delivery_id in (select id from agent_webhook_deliveries where company_id = ${companyId})`
      : table === 'test_bench_cases'
        ? sql`select count(*)::int as n from test_bench_cases where run_id in (select id from test_bench_runs where company_id = ${companyId})`
        : sql`select count(*)::int as n from ${sql.identifier(table)} where company_id = ${companyId}`
  return rowsOf<{ n: number }>(await app.db.execute(query))[0]!.n
}

describe('the company export', () => {
  let created: CompanyExport
  let entries: Map<string, Buffer>
  let bytes: Buffer

  beforeAll(async () => {
    created = await startExport(owner.cookie)
    const response = await download(created.download_url, owner.cookie)
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+-export-\d{4}-\d{2}-\d{2}\.zip"/)
    bytes = response.rawPayload
    entries = readZipEntries(bytes)
  }, 60_000)

  it('holds README.md and one JSON file per kind, in the order the page lists them', () => {
    expect([...entries.keys()]).toEqual(['README.md', ...EXPORT_FILES.map((file) => file.file)])
    const readme = entries.get('README.md')!.toString('utf8')
    for (const kind of EXPORT_KINDS) {
      expect(readme).toContain(`## ${kind.file}`)
      for (const column of Object.keys(kind.columns)) expect(readme).toContain(`\`${column}\``)
    }
  })

  it("holds every row of the company's, with exactly the documented fields, and counts them as it said", async () => {
    let total = 0
    for (const kind of EXPORT_KINDS) {
      const rows = JSON.parse(entries.get(kind.file)!.toString('utf8')) as Record<string, unknown>[]
      expect(rows.length, kind.file).toBe(await countInDatabase(kind.table, owner.companyId))
      expect(new Set(rows.map((row) => JSON.stringify(row))).size, `${kind.file} repeats a row`).toBe(rows.length)
      for (const row of rows) expect(Object.keys(row), kind.file).toEqual(Object.keys(kind.columns))
      total += rows.length
    }
    expect(total).toBe(created.total_rows)
    const signalIds = (JSON.parse(entries.get('signals.json')!.toString()) as { id: string }[]).map((row) => row.id).sort()
    const stored = rowsOf<{ id: string }>(
      await app.db.execute(sql`select id::text from signals where company_id = ${owner.companyId} order by id`),
    )
    expect(signalIds).toEqual(stored.map((row) => row.id))
    expect(signalIds).toHaveLength(SIGNALS)
  })

  it("holds the company's contacts, their conversations and every message of them either way", () => {
    const read = (file: string) => JSON.parse(entries.get(file)!.toString('utf8')) as Record<string, unknown>[]
    const seeded = conversations.get('a')!
    expect(read('contacts.json')).toEqual([expect.objectContaining({ id: seeded.contactId, address: 'contact-a@example.com' })])
    expect(read('conversations.json')).toEqual([
      expect.objectContaining({ id: seeded.conversationId, contact_id: seeded.contactId, reply_token: seeded.replyToken }),
    ])
    const messages = read('conversation-messages.json')
    expect(messages.map((message) => message.id).sort()).toEqual([...seeded.messageIds].sort())
    expect(messages.find((message) => message.direction === 'in')).toMatchObject({
      conversation_id: seeded.conversationId,
      from_address: 'contact-a@example.com',
      text: 'Reply of contact a',
      attachments: [],
    })
  })

  it('holds no credential, no hash, not even the names of their columns, anywhere in its bytes', () => {
    const texts = [bytes.toString('latin1'), ...[...entries.values()].map((entry) => entry.toString('utf8'))]
    for (const needle of [...secrets, 'password_hash', 'token_hash', 'key_hash', 'n8n_webhook_secret'])
      for (const text of texts) expect(text.includes(needle), `found ${needle.slice(0, 12)}…`).toBe(false)
    const emails = JSON.parse(entries.get('emails.json')!.toString()) as { text: string }[]
    // Invitation e-mails keep their link, without the token; the company's other e-mails (the questionnaire's plan) have none.
    const invitationEmails = emails.filter((email) => email.text.includes('/auth?token='))
    expect(invitationEmails.length).toBeGreaterThan(0)
    for (const email of invitationEmails) {
      expect(email.text).toContain('/auth?token=[removed]')
      expect(email.text).not.toMatch(/token=(?!\[removed\])/)
    }
  })

  it("holds nothing of another company's", () => {
    const texts = [...entries.values()].map((entry) => entry.toString('utf8'))
    for (const needle of otherCompanyValues) for (const text of texts) expect(text.includes(needle), needle).toBe(false)
  })

  it('reaches its total, finished, and cannot be downloaded twice', async () => {
    const progress = await waitFor(
      async () => (await requestJson(app, { url: `/api/company/exports/${created.id}`, cookie: owner.cookie })).json() as CompanyExport,
      (value) => value.status !== 'running',
      { what: 'the export to end' },
    )
    expect(progress).toMatchObject({ status: 'finished', rows_written: created.total_rows, error: null })
    expect(progress.finished_at).not.toBeNull()
    const head = await app.inject({ method: 'HEAD', url: created.download_url, headers: { cookie: owner.cookie } })
    expect(head.statusCode).toBe(404)
    const again = await download(created.download_url, owner.cookie)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: COMPANY_EXPORT_MESSAGES.alreadyDownloaded })
  })
})

describe('who may export', () => {
  it('refuses a member with 403 and writes no export', async () => {
    const member = await joinAsMember(app, owner.cookie)
    const before = await countInDatabase('company_exports', owner.companyId)
    const refused = await requestJson(app, { method: 'POST', url: '/api/company/exports', cookie: member })
    expect(refused.statusCode).toBe(403)
    const mine = await startExport(owner.cookie)
    for (const url of [`/api/company/exports/${mine.id}`, mine.download_url])
      expect((await requestJson(app, { url, cookie: member })).statusCode, url).toBe(403)
    expect(await countInDatabase('company_exports', owner.companyId)).toBe(before + 1)
  })

  it("answers another company's owner 404 for the export and its download, and leaves it ready", async () => {
    const mine = await startExport(owner.cookie)
    for (const url of [`/api/company/exports/${mine.id}`, mine.download_url]) {
      const response = await requestJson(app, { url, cookie: other.cookie })
      expect(response.statusCode, url).toBe(404)
      expect(response.json()).toEqual({ message: COMPANY_EXPORT_MESSAGES.notFound })
    }
    expect((await requestJson(app, { url: `/api/company/exports/${mine.id}`, cookie: owner.cookie })).json().status).toBe('ready')
  })

  it('starts at most the limit of exports per company from requests sent at once', async () => {
    const fresh = await registerUser(app)
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        requestJson(app, { method: 'POST', url: '/api/company/exports', cookie: fresh.cookie, ip: nextIp() }),
      ),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(EXPORTS_PER_COMPANY.max)
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - EXPORTS_PER_COMPANY.max)
    expect(await countInDatabase('company_exports', fresh.user.company_id)).toBe(EXPORTS_PER_COMPANY.max)
  })
})

describe('a download that stops', () => {
  it('marks the export failed with a reason when the client leaves mid-archive', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' })
    const { cookie } = await registerUser(app, { company_name: 'Leaving Early' })
    const companyId = (await requestJson(app, { url: '/api/user', cookie })).json().company_id as string
    // Rows that do not compress away, so the archive is far larger than what the sockets buffer.
    await app.db.execute(sql`insert into signals (company_id, signal, status, reason)
      select ${companyId}, 'x', 'processed', md5(random()::text) || md5(random()::text) || md5(random()::text) from generate_series(1, 30000)`)
    const started = await startExport(cookie)
    await new Promise<void>((resolve, reject) => {
      const request = get(`${base}${started.download_url}`, { headers: { cookie } }, (response) => {
        expect(response.statusCode).toBe(200)
        // The first bytes arrived: the client goes away, as a closed tab does.
        response.once('data', () => {
          request.destroy()
          resolve()
        })
      })
      request.on('error', (error) => (error.message === 'socket hang up' ? resolve() : reject(error)))
    })
    const ended = await waitFor(
      async () => (await requestJson(app, { url: `/api/company/exports/${started.id}`, cookie })).json() as CompanyExport,
      (value) => value.status !== 'running',
      { what: 'the export to fail' },
    )
    expect(ended).toMatchObject({ status: 'failed', error: COMPANY_EXPORT_MESSAGES.interrupted })
    expect(ended.rows_written).toBeLessThan(ended.total_rows)
  })
})
