import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import type { Database } from './platform/db/client'
import { rowsOf } from './platform/db/raw-sql'
import { createRouteRecorder, fieldsOf, fillParams } from './test/app-routes'
import { startFailingWebhookReceiver, startRejectingSmtpServer, type Receiver } from './test/failing-receivers'
import { nextIp } from './test/http'
import { waitFor } from './test/polling'
import { quizPayload } from './test/quiz-fixtures'
import { signInAsStaff } from './test/staff-session'
import { HELD_RETRIES, loadTestConfig, openTestDatabase } from './test/test-app'

// Every error path a client can cause, each request carrying distinctive e-mail addresses, passwords, tokens, API keys
// and session cookies; no log line may hold any of them, nor the hashes the database keeps of them (decision 077).

const OWNER = { email: "Ada.O'Leak+owner@Privacy-Probe.Example", username: 'leak_owner', password: 'Pw-owner-7fQ2xLk9-secret' }
const MEMBER = { email: 'Invitee.Leak@Privacy-Probe.Example', username: 'leak_member', password: 'Pw-member-Zr84nVq1-secret' }
const LEAD_EMAIL = 'Lead.Leak+quiz@Privacy-Probe.Example'
const RACE_EMAIL = 'Race.Leak@Privacy-Probe.Example'
const WRONG_PASSWORD = 'Pw-wrong-Hj29sLq0-secret'
const BAD_COOKIE = 'sess-leak-4c1e9a0f7b2d8e6a3c5f1b9d'
const BAD_API_KEY = 'aw_leakkey_8d3f0b6a2e9c4f1a7b5d'
const BAD_INVITATION = 'inv-leak-2b7e1f9c4a6d8e0f3b5a'
const BAD_TOKEN = 'tok-leak-6f2a9d1c8b4e0a7f5c3d'
const WEBHOOK_SECRET = `whsec_${Buffer.from('log-privacy-webhook-secret-32-bytes!').toString('base64')}`

/** Everything no line may hold, case aside; tokens, keys and hashes also by their last 16 characters. */
const secrets = new Set<string>([OWNER.email, OWNER.password, MEMBER.email, MEMBER.password, LEAD_EMAIL, RACE_EMAIL])
for (const secret of [WRONG_PASSWORD, BAD_COOKIE, BAD_API_KEY, BAD_INVITATION, BAD_TOKEN, WEBHOOK_SECRET]) keepSecret(secret)
function keepSecret(value: string) {
  secrets.add(value)
  if (value.length >= 24) secrets.add(value.slice(-16))
}

// Routes that take no input and no credentials, so no request of a client's can make them fail; GET /api/user answers
// null to any cookie it does not know (docs/decisions/092).
const NO_FAILING_REQUEST = ['GET /api/health', 'GET /api/dev/mailbox', 'GET /api/user']

const lines: string[] = []
const recorder = createRouteRecorder()
let app: FastifyInstance
let database: Database
let webhookReceiver: Receiver
let smtpServer: Receiver
let ownerCookie: string
let staffCookie: string
let memberCookie: string
let invitationToken: string
let agentId: string
let submissionId: string

type Request = {
  method?: InjectOptions['method']
  url: string
  cookie?: string
  body?: unknown
  raw?: string
  headers?: Record<string, string>
}

function send({ method = 'GET', url, cookie, body, raw, headers = {} }: Request) {
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body))
  return app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}), ...headers },
    payload,
  })
}

async function statusOf(request: Request): Promise<number> {
  const response = await send(request)
  expect(response.statusCode, `${request.method ?? 'GET'} ${request.url}: ${response.body}`).toBeLessThan(500)
  return response.statusCode
}

function cookieOf(response: Awaited<ReturnType<typeof send>>): string {
  const sid = response.cookies.find((item) => item.name === 'sid')
  if (!sid) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`)
  keepSecret(sid.value)
  return `sid=${sid.value}`
}

beforeAll(async () => {
  webhookReceiver = await startFailingWebhookReceiver()
  smtpServer = await startRejectingSmtpServer()
  database = await openTestDatabase()
  const env = {
    LOG_LEVEL: 'debug',
    N8N_WEBHOOK_URL: `http://127.0.0.1:${webhookReceiver.port}/hook`,
    N8N_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SMTP_URL: `smtp://127.0.0.1:${smtpServer.port}`,
  }
  app = await buildApp({
    config: loadTestConfig(env, HELD_RETRIES),
    database,
    logStream: { write: (line) => void lines.push(line) },
    onRoute: recorder.onRoute,
  })
  await app.ready()

  const registered = await send({ method: 'POST', url: '/api/register', body: OWNER })
  ownerCookie = cookieOf(registered)
  staffCookie = (await signInAsStaff(app)).cookie
  const key = await send({ method: 'POST', url: '/api/api-keys', cookie: ownerCookie, body: { name: 'n8n' } })
  keepSecret(key.json().key)
  const invitation = await send({ method: 'POST', url: '/api/invitations', cookie: ownerCookie, body: { email: MEMBER.email } })
  invitationToken = new URL(invitation.json().link).searchParams.get('token')!
  keepSecret(invitationToken)
  const joined = await send({
    method: 'POST',
    url: '/api/invitations/verify',
    body: { invitation_token: invitationToken, full_name: 'Member Privacy', username: MEMBER.username, password: MEMBER.password },
  })
  memberCookie = cookieOf(joined)
  agentId = (await send({ method: 'POST', url: '/api/agents/deploy', cookie: ownerCookie, body: { agentIds: ['max'] } })).json()[0].id
  const quiz = await send({ method: 'POST', url: '/api/quiz/submit', body: quizPayload({ contact_email: LEAD_EMAIL }) })
  submissionId = quiz.json().id
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  await webhookReceiver?.close()
  await smtpServer?.close()
})

const secretFor = (name: string) =>
  /mail/i.test(name) ? OWNER.email : /password/i.test(name) ? OWNER.password : /key/i.test(name) ? BAD_API_KEY : BAD_TOKEN
const paramFor = (name: string) => (/token|key|secret/i.test(name) ? BAD_TOKEN : `not-a-uuid-${name}`)

describe('every error path a client can cause', () => {
  it('400 on every route: a body cut short, wrong-typed fields, parameters and query strings of the wrong shape', async () => {
    for (const route of recorder.routes.filter((item) => item.url.startsWith('/api/'))) {
      const url = fillParams(route.url, paramFor)
      if (route.method === 'GET') {
        const query = fieldsOf(route.schema?.querystring)
          .map((name) => `${name}=${encodeURIComponent(secretFor(name))}`)
          .join('&')
        await statusOf({ url: query ? `${url}?${query}` : url, cookie: `sid=${BAD_COOKIE}` })
        continue
      }
      // The back office's routes exist for staff only (docs/product.md#back-office).
      const cookie = route.access === 'staff' ? staffCookie : ownerCookie
      const cut = `{"email": ${JSON.stringify(OWNER.email)}, "password": ${JSON.stringify(OWNER.password)}, "token": "${BAD_TOKEN}"`
      expect(await statusOf({ method: route.method as 'POST', url, cookie, raw: cut }), `${route.method} ${url}`).toBe(400)
      const fields = fieldsOf(route.schema?.body)
      if (fields.length === 0) continue
      // Every field holds the secrets as an array, the wrong type for any scalar field and no valid list either.
      const body = Object.fromEntries(fields.map((name) => [name, [secretFor(name), OWNER.password, BAD_TOKEN, { token: BAD_TOKEN }]]))
      const status = await statusOf({
        method: route.method as 'POST',
        url: fillParams(route.url, () => randomUUID()),
        cookie,
        body,
      })
      expect(status, `${route.method} ${route.url}`).toBeGreaterThanOrEqual(400)
    }
  })

  it('401: a wrong password, an unknown API key, an unknown session cookie', async () => {
    expect(
      await statusOf({ method: 'POST', url: '/api/login', body: { email: OWNER.email.toUpperCase(), password: WRONG_PASSWORD } }),
    ).toBe(401)
    const event = { type: 'lead.created', data: { email: LEAD_EMAIL }, idempotency_key: BAD_TOKEN }
    const bearer = { authorization: `Bearer ${BAD_API_KEY}` }
    expect(await statusOf({ method: 'POST', url: '/api/events', headers: bearer, body: event })).toBe(401)
    expect(await statusOf({ url: '/api/agents', cookie: `sid=${BAD_COOKIE}`, headers: bearer })).toBe(401)
    expect(await statusOf({ method: 'POST', url: '/api/events', cookie: `sid=${BAD_COOKIE}`, body: event })).toBe(401)
  })

  it('403: a member on every owner route', async () => {
    const forbidden = []
    // Not /api/logout nor "sign out everywhere" (the member's session must outlive the sweep), nor the live stream (it
    // answers and never ends).
    const skipped = ['/api/logout', '/api/account/sessions', '/api/agents/stream']
    for (const route of recorder.routes.filter((item) => item.url.startsWith('/api/') && !skipped.includes(item.url))) {
      const body = route.method === 'GET' ? undefined : { email: OWNER.email, name: BAD_TOKEN, url: `https://${BAD_TOKEN}.example` }
      const url = fillParams(route.url, () => randomUUID())
      if ((await statusOf({ method: route.method as 'POST', url, cookie: memberCookie, body })) === 403) forbidden.push(route.url)
    }
    expect(forbidden).toEqual(expect.arrayContaining(['/api/invitations', '/api/api-keys', '/api/company/webhook']))
  })

  it('404: unknown agents, keys, invitations, submissions and paths', async () => {
    const unknown = randomUUID()
    expect(await statusOf({ url: `/api/agents/${unknown}`, cookie: ownerCookie })).toBe(404)
    expect(await statusOf({ method: 'DELETE', url: `/api/api-keys/${unknown}`, cookie: ownerCookie })).toBe(404)
    expect(await statusOf({ url: `/api/quiz/report/download?company=Acme&submission=${unknown}` })).toBe(404)
    const lead = { submissionId: unknown, industry: 'gym', stageFlag: 'organic', leadSource: 'quiz-funnel' }
    expect(await statusOf({ method: 'POST', url: '/api/webhook/n8n', body: lead })).toBe(404)
    expect(await statusOf({ url: `/api/no-such-route?token=${BAD_TOKEN}&email=${encodeURIComponent(OWNER.email)}` })).toBe(404)
  })

  it('409: a taken e-mail or username, and concurrent duplicates racing into the unique index', async () => {
    const again = { ...OWNER, email: OWNER.email.toUpperCase(), username: 'leak_owner_2' }
    expect(await statusOf({ method: 'POST', url: '/api/register', body: again })).toBe(409)
    expect(await statusOf({ method: 'POST', url: '/api/register', body: { ...OWNER, email: RACE_EMAIL.replace('Race', 'Other') } })).toBe(
      409,
    )
    const racers = ['a', 'b', 'c', 'd', 'e'].map((suffix, index) => ({
      email: index % 2 ? RACE_EMAIL.toLowerCase() : RACE_EMAIL,
      username: `leak_racer_${suffix}`,
      password: OWNER.password,
    }))
    const statuses = await Promise.all(racers.map((body) => statusOf({ method: 'POST', url: '/api/register', body })))
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409])
  })

  it('413 and 415: a body too large, a body of another type', async () => {
    const huge = { ...OWNER, full_name: `${OWNER.password} ${'x'.repeat(20_000)}` }
    expect(await statusOf({ method: 'POST', url: '/api/register', body: huge })).toBe(413)
    const form = `email=${encodeURIComponent(OWNER.email)}&password=${encodeURIComponent(OWNER.password)}`
    const asForm = { 'content-type': 'application/x-www-form-urlencoded' }
    expect(await statusOf({ method: 'POST', url: '/api/login', raw: form, headers: asForm })).toBe(415)
  })

  it('400: an unknown or spent invitation token, a wrong cursor', async () => {
    for (const invitation_token of [BAD_INVITATION, invitationToken]) {
      const body = { invitation_token, full_name: 'Late Member', username: 'leak_late', password: MEMBER.password }
      expect(await statusOf({ method: 'POST', url: '/api/invitations/verify', body })).toBe(400)
      expect(await statusOf({ method: 'POST', url: '/api/invitations/lookup', body: { invitation_token } })).toBe(400)
    }
    const cursor = Buffer.from(JSON.stringify([OWNER.email, BAD_TOKEN])).toString('base64url')
    expect(await statusOf({ url: `/api/agents/signals?cursor=${cursor}`, cookie: ownerCookie })).toBe(400)
    expect(await statusOf({ url: `/api/agents/${agentId}/activity?cursor=${BAD_TOKEN}`, cookie: ownerCookie })).toBe(400)
  })

  it('400: an unknown password-reset or e-mail verification token; a reset link asked for (its e-mail is refused)', async () => {
    expect(await statusOf({ method: 'POST', url: '/api/verify-email', body: { token: BAD_TOKEN } })).toBe(400)
    expect(await statusOf({ method: 'POST', url: '/api/reset-password', body: { token: BAD_TOKEN, password: OWNER.password } })).toBe(400)
    expect(await statusOf({ method: 'POST', url: '/api/forgot-password', body: { email: OWNER.email } })).toBe(202)
  })

  it('429: failed sign-ins past the limit', async () => {
    const statuses = []
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push(await statusOf({ method: 'POST', url: '/api/login', body: { email: OWNER.email, password: WRONG_PASSWORD } }))
    expect(statuses.at(-1)).toBe(429)
  })

  it('a webhook delivery the receiver answers with 500 (the worker logs it)', async () => {
    const lead = { submissionId, industry: 'gym', stageFlag: 'organic', leadSource: 'quiz-funnel' }
    // The submit queued the delivery already (docs/decisions/084); this call confirms it.
    expect(await statusOf({ method: 'POST', url: '/api/webhook/n8n', body: lead })).toBe(202)
    await waitFor(
      () => lines.filter((line) => line.includes('webhook delivery failed; will retry')),
      (found) => found.length > 0,
      { what: 'the webhook worker to log the failed delivery' },
    )
    expect(webhookReceiver.received.join('').toLowerCase()).toContain(LEAD_EMAIL.toLowerCase())
  })

  it('an e-mail the SMTP server refuses, quoting the address (the worker logs it)', async () => {
    const body = {
      submissionId,
      templateId: 'post_quiz_roadmap',
      variables: { name: 'Dana', industry: 'gym', roiEstimate: 260, recommendedWorkflows: ['Check-in'] },
    }
    expect(await statusOf({ method: 'POST', url: '/api/email/post-quiz', body })).toBeLessThan(500)
    await waitFor(
      () => lines.filter((line) => line.includes('e-mail delivery failed')),
      (found) => found.length > 0,
      { what: 'the e-mail worker to log the refused delivery' },
    )
    expect(smtpServer.received.join('').toLowerCase()).toContain(LEAD_EMAIL.toLowerCase())
  })

  it('500: a route whose database call fails, the error carrying the values', async () => {
    // The refusal's message and detail hold the row's e-mail address and token hash, as a constraint's detail would.
    await app.db.execute(sql`create function refuse_invitation() returns trigger language plpgsql as $$
      begin raise exception using errcode = '23514', message = 'refused ' || new.email, detail = new.email || ' ' || new.token_hash; end $$`)
    await app.db.execute(
      sql`create trigger refuse_invitation before insert on invitations for each row execute function refuse_invitation()`,
    )
    const response = await send({
      method: 'POST',
      url: '/api/invitations',
      cookie: ownerCookie,
      body: { email: RACE_EMAIL.replace('Race', 'Late') },
    })
    await app.db.execute(sql`drop trigger refuse_invitation on invitations`)
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ message: 'Internal Server Error' })
    expect(lines.some((line) => line.includes('"request failed"') && line.includes('"code":"23514"'))).toBe(true)
  })
})

describe('the log after all of it', () => {
  it('holds no e-mail address, password, token, API key, cookie, or a hash the database keeps of them', async () => {
    // Every hash column of the schema (users, sessions, invitations, API keys, account tokens, and any added later).
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await app.db.execute(
        sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_name like '%hash%'`,
      ),
    )
    expect(columns.map((column) => column.table_name)).toEqual(expect.arrayContaining(['users', 'sessions', 'invitations', 'api_keys']))
    const hashes: string[] = []
    for (const { table_name, column_name } of columns) {
      const query = sql`select ${sql.identifier(column_name)}::text as hash from ${sql.identifier(table_name)}`
      hashes.push(...rowsOf<{ hash: string | null }>(await app.db.execute(query)).flatMap((row) => (row.hash ? [row.hash] : [])))
    }
    expect(hashes.length).toBeGreaterThan(10)
    // A password hash's salt and digest are secrets on their own ($argon2id$v=19$m=…$salt$digest).
    for (const hash of hashes) for (const part of [hash, ...hash.split('$').filter((piece) => piece.length >= 16)]) keepSecret(part)

    expect(lines.some((line) => line.includes('"incoming request"'))).toBe(true)
    const leaks = [...secrets].flatMap((secret) =>
      lines.filter((line) => line.toLowerCase().includes(secret.toLowerCase())).map((line) => ({ secret, line })),
    )
    expect(leaks).toEqual([])
  })

  it('came from a failing request on every route under /api', () => {
    const routes = recorder.routes.filter((route) => route.url.startsWith('/api/')).map((route) => `${route.method} ${route.url}`)
    expect(routes).toEqual(expect.arrayContaining(NO_FAILING_REQUEST))
    expect(routes.filter((route) => !recorder.failed.has(route) && !NO_FAILING_REQUEST.includes(route))).toEqual([])
  })
})
