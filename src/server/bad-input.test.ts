// @both-databases: calls every route with bad input; no 5xx from either driver
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { buildSubmission } from '@/shared/formulas/onboarding'
import { VALID_ASSESSMENT } from '@/shared/schemas/demo-assessment.fixture'
import { VALID_IMPROVED_ASSESSMENT } from '@/shared/schemas/improved-assessment.fixture'
import { buildApp } from './app'
import type { Database } from './platform/db/client'
import { rowsOf } from './platform/db/raw-sql'
import {
  configWithEveryRoute,
  createRouteRecorder,
  fieldsOf,
  INBOUND,
  inboundMessage,
  mailgunMultipart,
  mailgunSignature,
  postmarkAuthorization,
  standardWebhookHeaders,
  type AppRoute,
} from './test/app-routes'
import { seedConversation } from './test/conversation-fixtures'
import { nextIp, registerUser, requestJson } from './test/http'
import { quizPayload, submitQuiz } from './test/quiz-fixtures'
import { signInAsStaff } from './test/staff-session'
import { openTestDatabase } from './test/test-app'
import { submittableOnboardingForm } from '@/server/test/onboarding-submission'

// Every route of the app that takes input (a body, a query string, path parameters) gets, in each place of a valid
// request, full-Unicode text (NUL and lone UTF-16 surrogates included: PostgreSQL stores neither), huge numbers,
// nested arrays and values of the wrong type, and its body also as raw bytes (invalid UTF-8, JSON cut short). The
// answer is never 5xx; a 4xx is JSON { message, issues? } and writes nothing (docs/product.md#api-errors). The inbound
// mail webhooks are called with their provider's credential, so the bytes reach them: at the end, messages broken in
// every way a sender or provider might break them.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Valid = { body?: Json; query?: Record<string, string>; params?: Record<string, string> }

const recorder = createRouteRecorder()
let app: FastifyInstance
let database: Database
let cookie: string
let staffCookie: string
let valid: Record<string, Valid>
/** The reply address of a conversation of the company's agent: the inbound webhooks' messages go there. */
let replyTo: string

function futureWeekday(): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + 20)
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/** A valid request of every route that takes input, keyed "METHOD /url": the generators spoil one place at a time. */
async function validRequests(): Promise<Record<string, Valid>> {
  const agentId = (await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie, body: { agentIds: ['max'] } })).json()[0].id
  const submissionId = await submitQuiz(app)
  const invitation = await requestJson(app, { method: 'POST', url: '/api/invitations', cookie, body: { email: 'invitee@example.com' } })
  const key = await requestJson(app, { method: 'POST', url: '/api/api-keys', cookie, body: { name: 'n8n' } })
  const onboarding = buildSubmission(submittableOnboardingForm(), {
    now: new Date(),
    startedAt: null,
    referralSource: 'direct',
    userAgent: 'Mozilla/5.0',
  })
  onboarding.privacy.analyticsConsent = true
  const onboardingId = (
    await requestJson(app, { method: 'POST', url: '/api/onboarding/submit', cookie, body: onboarding as unknown as Json, ip: nextIp() })
  ).json().id
  const password = 'Tr0ub4dor&3-horse'
  // An agent e-mail's unsubscribe link to someone outside the company (docs/decisions/125-unsubscribe.md).
  const companyId = (await requestJson(app, { url: '/api/company', cookie })).json().id
  // Its contact is not who the webhooks' messages come from: a stranger's request to stop changes no suppression list.
  const conversation = await seedConversation(app.db, {
    companyId,
    agentId,
    address: 'contact@sender.example',
    messages: [{ direction: 'out' }],
  })
  replyTo = `reply+${conversation.replyToken}@${INBOUND.domain}`
  const unsubscribeToken = app.unsubscribeLinks.tokenFor(companyId, 'fuzz-lead@example.com')
  // The back office's rows: the quiz submission is a lead, with its e-mail; a demo call at a time no other example takes.
  const leadEmail = await app.db.execute(sql`select id from email_messages where lead_id = ${submissionId} limit 1`)
  const emailId = rowsOf<{ id: string }>(leadEmail)[0]!.id
  const booking = await requestJson(app, {
    method: 'POST',
    url: '/api/demo/bookings',
    body: { date: futureWeekday(), slot: '11:00', time_zone: 'UTC', contact_email: 'grace@example.com' },
    ip: nextIp(),
  })
  const bookingId: string = booking.json().id
  const leadFilters = { source: 'quiz', status: 'new', industry: 'Fitness & Wellness', q: 'acme', from: '2026-01-01', to: '2030-12-31' }
  return {
    'POST /api/register': { body: { email: 'fuzz@example.com', username: 'fuzz', password, full_name: 'F', company_name: 'C' } },
    'POST /api/login': { body: { email: 'fuzz@example.com', password } },
    'POST /api/invitations/verify': { body: { invitation_token: 'token', full_name: 'Fuzz', username: 'fuzz', password } },
    'POST /api/verify-email': { body: { token: 'a'.repeat(43) } },
    'POST /api/forgot-password': { body: { email: 'fuzz@example.com' } },
    'POST /api/reset-password': { body: { token: 'a'.repeat(43), password } },
    'POST /api/invitations': { body: { email: 'invitee@example.com' } },
    'POST /api/invitations/lookup': { body: { invitation_token: 'token' } },
    'POST /api/invitations/:id/resend': { params: { id: invitation.json().id } },
    'DELETE /api/invitations/:id': { params: { id: invitation.json().id } },
    'GET /api/onboarding/submissions/:id': { params: { id: onboardingId } },
    'PATCH /api/onboarding/progress': { body: { current_step: 'welcome', steps_completed: ['welcome'] } },
    'POST /api/onboarding/submit': { body: onboarding as unknown as Json },
    'POST /api/onboarding/improved': {
      body: { ...VALID_IMPROVED_ASSESSMENT, custom_investment: '5000', preferred_contact: 'phone', phone: '+1 555 0100', website_url: '' },
    },
    'POST /api/demo/assessments': { body: { ...VALID_ASSESSMENT, fax_number: '' } as Json },
    'GET /api/demo/slots': { query: { date: futureWeekday(), time_zone: 'Europe/Berlin' } },
    'POST /api/demo/bookings': {
      body: {
        date: futureWeekday(),
        slot: '10:00',
        time_zone: 'UTC',
        contact_email: 'ada@example.com',
        contact_name: 'Ada',
        company_name: 'AE',
      },
    },
    'POST /api/quiz/submit': { body: { ...quizPayload(), website: '' } as Json },
    'GET /api/unsubscribe/:token': { params: { token: unsubscribeToken } },
    'POST /api/unsubscribe/:token': { params: { token: unsubscribeToken }, body: { 'List-Unsubscribe': 'One-Click' } },
    'POST /api/company/suppressions': { body: { address: 'fuzz-blocked@example.com' } },
    'DELETE /api/company/suppressions/:address': { params: { address: 'fuzz-blocked@example.com' } },
    'POST /api/my-data/lookup': { body: { token: app.personDataLinks.tokenFor('fuzz-lead@example.com') } },
    'POST /api/my-data/delete': { body: { token: app.personDataLinks.tokenFor('fuzz-lead@example.com') } },
    'GET /api/quiz/report/download': { query: { company: 'Acme', submission: submissionId } },
    'GET /api/quiz/submissions/:id': { params: { id: submissionId } },
    'POST /api/webhook/n8n': { body: { submissionId, industry: 'gym', stageFlag: 'organic', leadSource: 'quiz-funnel' } },
    'POST /api/email/post-quiz': {
      body: {
        submissionId,
        templateId: 'post_quiz_roadmap',
        variables: { name: 'Dana', industry: 'gym', roiEstimate: 260, recommendedWorkflows: ['Check-in'] },
      },
    },
    'POST /api/agents/deploy': { body: { agentIds: ['max'] } },
    'GET /api/agents/signals': { query: { limit: '20', cursor: 'x' } },
    'GET /api/agents/:id': { params: { id: agentId } },
    'GET /api/agents/:id/activity': { params: { id: agentId }, query: { limit: '20', cursor: 'x' } },
    'GET /api/agents/:id/runs/:runId': { params: { id: agentId, runId: '00000000-0000-4000-8000-000000000000' } },
    'PATCH /api/agents/:id': { params: { id: agentId }, body: { status: 'paused' } },
    'PATCH /api/agents/:id/review': { params: { id: agentId }, body: { reviewBeforeSend: true } },
    'GET /api/agents/:id/trust': { params: { id: agentId } },
    'PATCH /api/agents/:id/trust': { params: { id: agentId }, body: { level: 'review' } },
    'GET /api/agents/:id/guidance': { params: { id: agentId } },
    'PUT /api/agents/:id/guidance': { params: { id: agentId }, body: { guidance: 'Use first names.\nKeep it short.' } },
    'GET /api/approvals': {
      query: { status: 'awaiting', cursor: 'x', agent: agentId, writer: 'model', fellBack: 'false', contact: 'ada', age: 'day' },
    },
    'GET /api/approvals/counts': {
      query: { agent: agentId, writer: 'template', fellBack: 'true', contact: 'ada@example.com', age: 'week' },
    },
    // No draft has this id: a valid request decides nothing and reports it skipped.
    'POST /api/approvals/bulk': { body: { action: 'reject', ids: ['00000000-0000-4000-8000-000000000000'], reason: 'Too pushy' } },
    // No draft has this id: a valid request is its 404, and nothing is sent.
    'GET /api/approvals/:id': { params: { id: '00000000-0000-4000-8000-000000000000' } },
    'POST /api/approvals/:id/approve': {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { subject: 'A time to talk?', body: 'Hi, shall we talk on Monday?' },
    },
    'POST /api/approvals/:id/reject': {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { reason: 'Too pushy', sendTemplate: false, teach: true },
    },
    'POST /api/approvals/:id/rewrite': {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { feedback: 'Shorter, please', teach: true },
    },
    'POST /api/approvals/:id/check': {
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { subject: 'A time to talk?', body: 'Hi, shall we talk on Monday?' },
    },
    'GET /api/contacts': { query: { search: 'ada', cursor: 'x' } },
    'GET /api/contacts/by-address': { query: { address: 'ada@example.com' } },
    'GET /api/contacts/:id': { params: { id: '00000000-0000-4000-8000-000000000000' } },
    'GET /api/conversations': { query: { cursor: 'x' } },
    'POST /api/api-keys': { body: { name: 'n8n' } },
    'DELETE /api/api-keys/:id': { params: { id: key.json().id } },
    'POST /api/events': { body: { type: 'lead.created', data: EVENT_EXAMPLES['lead.created'][0] as Json, idempotency_key: 'key-1' } },
    'PUT /api/company/webhook': { body: { url: 'https://hooks.example.com/agent' } },
    'GET /api/company/webhook/deliveries': { query: { limit: '10', cursor: 'x' } },
    'PATCH /api/company': { body: { name: 'Fuzz Co', website: 'https://fuzz.example', industry: 'retail' } },
    'GET /api/company/exports/:id': { params: { id: '00000000-0000-4000-8000-000000000000' } },
    'GET /api/company/exports/:id/download': { params: { id: '00000000-0000-4000-8000-000000000000' } },
    'PATCH /api/company/privacy': { body: { dataCollection: false, analyticsConsent: true } },
    'PATCH /api/company/agent-identity': {
      body: { senderName: 'Acme Dental', replyTo: 'front@acme.example', signature: 'Ada', signAsAgent: false, brandColor: '#0f766e' },
    },
    'POST /api/company/agent-identity/logo': {
      body: {
        contentType: 'image/png',
        data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      },
    },
    'POST /api/company/agent-identity/preview': {
      body: { senderName: 'Acme Dental', replyTo: 'front@acme.example', signature: 'Ada', signAsAgent: false, brandColor: '#0f766e' },
    },
    'PATCH /api/company/knowledge': {
      body: {
        prices: [{ name: 'Check-up', price: '$80' }],
        offers: ['10% off your first visit'],
        discountPolicy: 'None',
        refundPolicy: 'Within 14 days',
        openingHours: 'Mon–Fri 8–6',
        links: [{ label: 'Book', url: 'https://acme.example/book' }],
        faq: [{ question: 'Parking?', answer: 'Yes, behind the clinic.' }],
      },
    },
    'PATCH /api/company/agent-pacing': { body: { messageWindowMinutes: 30, draftExpiryDays: 7 } },
    'PUT /api/company/writing-voice': { body: { voice: 'Plain and warm.' } },
    // A hosted provider: its base URL is not used, so no spoilt value sends the check to DNS.
    'PUT /api/company/ai': {
      body: { provider: 'openai', model: 'gpt-4o-mini', baseUrl: null, apiKey: 'sk-fuzz', monthlyTokenBudget: 50_000 },
    },
    'PUT /api/company/ai/budget': { body: { monthlyTokenBudget: 20_000 } },
    'PUT /api/company/ai/money-budget': { body: { monthlyBudget: 25.5 } },
    // The test bench (docs/decisions/134-test-bench.md): a voice to try; no run or version has the zero id.
    'GET /api/test-bench/runs': { query: { agentId: agentId } },
    'POST /api/test-bench/runs': { body: { agentId: agentId, voice: 'Plain and warm.' } },
    'GET /api/test-bench/runs/:id': { params: { id: '00000000-0000-4000-8000-000000000000' } },
    'POST /api/test-bench/runs/:id/apply': { params: { id: '00000000-0000-4000-8000-000000000000' } },
    'POST /api/test-bench/runs/:id/discard': { params: { id: '00000000-0000-4000-8000-000000000000' } },
    'GET /api/ai/versions': { query: { agentId: agentId } },
    'POST /api/ai/versions/:id/restore': { params: { id: '00000000-0000-4000-8000-000000000000' } },
    'PUT /api/company/ai/local-confirmation': { body: { host: 'llm.fuzz.example' } },
    'PATCH /api/account/profile': { body: { full_name: 'Fuzz' } },
    // A wrong current password: a spoiled new password that passes the rules must not end the session the file uses.
    'POST /api/account/email': { body: { email: 'fuzz-new@example.com', current_password: 'not-the-password' } },
    'POST /api/account/password': { body: { current_password: 'not-the-password', password: 'Tr0ub4dor&3-horse-2' } },
    'DELETE /api/account/sessions/:id': { params: { id: '00000000-0000-4000-8000-000000000000' } },
    // Wrong on purpose, as above: the name of another company, the password of nobody, a member of no company.
    'POST /api/company/erasure': { body: { company_name: 'Not This Company' } },
    'DELETE /api/account': { body: { password: 'not-the-password' } },
    'POST /api/team/members/:id/ownership': { params: { id: '00000000-0000-4000-8000-000000000000' } },
    'POST /api/analytics/step-views': {
      body: {
        visit_id: '5b0d7a4e-3c1f-4d2a-9a63-0e4f2b8c1d7e',
        funnel: 'quiz',
        step: 'basic-info',
        step_index: 0,
        stage: 'onboard-test',
        ref: 'newsletter',
        industry: 'gym',
      },
    },
    // The back office (docs/product.md#back-office), called by a staff member.
    'GET /api/admin/leads': { query: { ...leadFilters, limit: '10', cursor: 'x' } },
    'GET /api/admin/leads/export.csv': { query: leadFilters },
    'GET /api/admin/leads/:id': { params: { id: submissionId } },
    'PATCH /api/admin/leads/:id/status': { params: { id: submissionId }, body: { status: 'contacted', note: 'Called' } },
    'POST /api/admin/leads/:id/notes': { params: { id: submissionId }, body: { note: 'Wants a demo' } },
    'POST /api/admin/leads/:id/webhook-redeliveries': { params: { id: submissionId } },
    'POST /api/admin/leads/:id/emails/:emailId/resend': { params: { id: submissionId, emailId } },
    'GET /api/admin/leads/:id/workspace': { params: { id: submissionId } },
    'POST /api/admin/leads/:id/workspace': {
      params: { id: submissionId },
      body: { company_name: 'Fuzz Lead Co', email: 'fuzz-owner@example.com' },
    },
    'POST /api/admin/leads/:id/workspace/invitations': { params: { id: submissionId }, body: { email: 'fuzz-owner-2@example.com' } },
    'GET /api/admin/bookings/:id/slots': { params: { id: bookingId }, query: { date: futureWeekday() } },
    'POST /api/admin/bookings/:id/move': { params: { id: bookingId }, body: { date: futureWeekday(), slot: '14:00' } },
    'POST /api/admin/bookings/:id/cancel': { params: { id: bookingId }, body: { reason: 'Asked to cancel' } },
    'GET /api/admin/analytics': {
      query: { funnel: 'quiz', from: '2026-03-01', to: '2026-03-31', stage: 's', ref: 'r', industry: 'gym' },
    },
    'GET /api/admin/data-requests': { query: { cursor: 'x' } },
    // Postmark's parsed fields without RawEmail (the message is rebuilt from them), with its basic auth (CREDENTIALS).
    'POST /api/inbound/postmark': {
      body: {
        From: 'Ann <ann@sender.example>',
        FromFull: { Email: 'ann@sender.example', Name: 'Ann' },
        To: replyTo,
        ToFull: [{ Email: replyTo, Name: '' }],
        OriginalRecipient: replyTo,
        Subject: 'Re: Your plan',
        MessageID: '5b0d7a4e-3c1f-4d2a-9a63-0e4f2b8c1d7e',
        Date: 'Sun, 6 Dec 2026 10:00:00 +0000',
        TextBody: 'Sounds good.',
        HtmlBody: '<p>Sounds good.</p>',
        Headers: [
          { Name: 'Received-SPF', Value: 'Pass (sender SPF authorized) identity=mailfrom' },
          { Name: 'Message-ID', Value: '<fuzz-postmark@sender.example>' },
        ],
        Attachments: [{ Name: 'note.txt', ContentType: 'text/plain', ContentLength: 5, Content: 'aGVsbG8=' }],
      },
    },
  }
}

// A webhook's credential is its provider's, never a session: Postmark's basic auth. The other two sign their bytes,
// so they take no part in the generic sweeps above their own tests (below).
const CREDENTIALS: Record<string, () => Record<string, string>> = {
  'POST /api/inbound/postmark': () => ({ authorization: postmarkAuthorization() }),
}

const takesInput = (route: AppRoute) =>
  route.url.startsWith('/api/') && Boolean(route.schema?.body || route.schema?.querystring || route.schema?.params)

beforeAll(async () => {
  database = await openTestDatabase()
  // Every route, the inbound webhooks too (test/app-routes.ts).
  app = await buildApp({ config: configWithEveryRoute(), database, logger: false, onRoute: recorder.onRoute })
  await app.ready()
  ;({ cookie } = await registerUser(app))
  staffCookie = (await signInAsStaff(app)).cookie
  valid = await validRequests()
})
// A 401 would pass for a 4xx on every signed-in route: the session must last the whole file.
afterEach(async () => {
  expect((await requestJson(app, { url: '/api/user', cookie })).statusCode).toBe(200)
})
afterAll(async () => {
  await app?.close()
  await database?.close()
})

// Written by background workers (the agent runtime, the outbox) or by every request (rate-limit counters), not by the
// request under test. Of conversation_messages, the replies ('in') are counted on their own: only the inbound webhooks
// write them, and a webhook's refusal must store nothing.
const NOT_COUNTED = [
  'rate_limit_windows',
  'agent_runs',
  'signals',
  'agent_drafts',
  'email_messages',
  'agent_webhook_deliveries',
  'company_email_days',
  'contacts',
  'conversations',
  'conversation_messages',
]
let counted: string[] = []

/** The row count of every table a request writes, in one statement. */
async function rowCounts(): Promise<string> {
  if (counted.length === 0) {
    const tables = rowsOf<{ name: string }>(
      await app.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    )
    counted = tables.map((table) => table.name).filter((name) => !NOT_COUNTED.includes(name) && !name.startsWith('__'))
  }
  const counts = sql.join(
    [
      ...counted.map((name) => sql`select ${name} as name, count(*)::int as n from ${sql.identifier(name)}`),
      sql`select 'replies' as name, count(*)::int as n from conversation_messages where direction = 'in'`,
    ],
    sql` union all `,
  )
  return JSON.stringify(rowsOf(await app.db.execute(counts)))
}

let baseline = ''
/**
 * Sends one request and says what is wrong with its answer, if anything: a 5xx, a 4xx that is not JSON
 * { message, issues? }, or a 4xx after which a table holds more or fewer rows. Requests go one at a time.
 */
async function check(label: string, request: InjectOptions): Promise<string | null> {
  const response: LightMyRequestResponse = await app.inject({ remoteAddress: nextIp(), ...request })
  const { statusCode } = response
  const where = `${label} → ${statusCode} ${response.body.slice(0, 200)}`
  if (statusCode >= 500) return where
  if (statusCode < 400) {
    baseline = await rowCounts()
    return null
  }
  let body: { message?: unknown; issues?: unknown }
  try {
    body = response.json()
  } catch {
    return `${where}: not JSON`
  }
  if (typeof body.message !== 'string' || (body.issues !== undefined && !Array.isArray(body.issues)))
    return `${where}: not { message, issues? }`
  const after = await rowCounts()
  if (after !== baseline) return `${where}: wrote rows (${baseline} → ${after})`
  return null
}

/** Percent-encodes every UTF-16 code unit as UTF-8 would, lone surrogates too (encodeURIComponent throws on them). */
function percentEncode(text: string): string {
  let encoded = ''
  for (const char of text) {
    const point = char.codePointAt(0)!
    const bytes =
      point < 0x80
        ? [point]
        : point < 0x800
          ? [0xc0 | (point >> 6), 0x80 | (point & 63)]
          : point < 0x10000
            ? [0xe0 | (point >> 12), 0x80 | ((point >> 6) & 63), 0x80 | (point & 63)]
            : [0xf0 | (point >> 18), 0x80 | ((point >> 12) & 63), 0x80 | ((point >> 6) & 63), 0x80 | (point & 63)]
    encoded += bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')
  }
  return encoded
}

/** The request of `route` from its parts; query values and parameters go as written (already percent-encoded). */
function toRequest(route: AppRoute, { body, query, params }: { body?: Json | Buffer; query?: string; params?: Record<string, string> }) {
  const path = route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => params?.[name] ?? '')
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body)
  return {
    method: route.method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    // Not to public routes: a sign-in that succeeds would end the session every other request uses.
    headers: {
      ...(route.access === 'public' ? {} : { cookie: route.access === 'staff' ? staffCookie : cookie }),
      ...CREDENTIALS[`${route.method} ${route.url}`]?.(),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload,
  }
}

const encodeQuery = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
    .join('&')
const encodeParams = (params: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(params).map(([name, value]) => [name, percentEncode(value)]))

/** The request of `route`'s valid example with one place changed. */
function spoil(route: AppRoute, example: Valid, change: { body?: Json | Buffer; query?: string; params?: Record<string, string> }) {
  return toRequest(route, {
    body: 'body' in change ? change.body : example.body,
    query: 'query' in change ? change.query : example.query && encodeQuery(example.query),
    params: change.params ?? encodeParams(example.params),
  })
}

// Any UTF-16 code unit, NUL and lone surrogates oftener than chance would give them.
const codeUnit = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)) },
  { weight: 1, arbitrary: fc.constant('\u0000') },
)
const anyText = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: codeUnit, maxLength: 24 }) },
  fc.string({ minLength: 2000, maxLength: 9000 }),
)
const hugeNumber = fc.constantFrom(1e308, -1e308, Number.MAX_VALUE, 2 ** 64, -(2 ** 63), Number.MAX_SAFE_INTEGER + 2, 5e-324, -0, 0.5)
const { nested } = fc.letrec<{ nested: Json }>((tie) => ({
  nested: fc.oneof({ depthSize: 'small' }, fc.constant<Json>([]), anyText, fc.array(tie('nested'), { maxLength: 3 })),
}))
const anyValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 5, arbitrary: anyText },
  { weight: 2, arbitrary: hugeNumber },
  { weight: 2, arbitrary: nested },
  { weight: 2, arbitrary: fc.oneof(fc.boolean(), fc.constant(null), fc.integer(), fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>) },
)

/** Every place of a JSON value: each node's path, and each object's path for a new key. */
function placesOf(value: Json, path: (string | number)[] = []): { path: (string | number)[]; as: 'value' | 'key' }[] {
  const own = { path, as: 'value' as const }
  if (Array.isArray(value)) return [own, ...value.flatMap((item, index) => placesOf(item, [...path, index]))]
  if (value && typeof value === 'object')
    return [own, { path, as: 'key' }, ...Object.entries(value).flatMap(([key, item]) => placesOf(item, [...path, key]))]
  return [own]
}

function placeIn(root: Json, { path, as }: { path: (string | number)[]; as: 'value' | 'key' }, key: string, value: Json): Json {
  if (path.length === 0 && as === 'value') return value
  const copy = structuredClone(root)
  let holder = copy as Record<string | number, Json>
  for (const step of as === 'key' ? path : path.slice(0, -1)) holder = holder[step] as Record<string | number, Json>
  holder[as === 'key' ? key : path.at(-1)!] = value
  return copy
}

// A string field's bytes replaced by these: a stray continuation byte, an overlong NUL, a CESU-8 surrogate, a cut sequence.
const BAD_UTF8 = [Buffer.from([0xff, 0xfe]), Buffer.from([0xc0, 0x80]), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from([0xe2, 0x82])]
const FIXED_BODIES: [string, string][] = [
  ['empty object', '{}'],
  ['array', '[]'],
  ['null', 'null'],
  ['number', '42'],
  ['prototype key', '{"__proto__": {"role": "owner"}}'],
  ['constructor key', '{"constructor": {"prototype": {"role": "owner"}}}'],
  ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ['unclosed nesting', '['.repeat(50_000)],
  ['byte-order mark', '\ufeff{}'],
  ['NUL outside a string', '{"a":\u0000 1}'],
]

/** Raw bodies for a route: the fixed ones, its valid body cut short, and each string's bytes made invalid UTF-8. */
function rawBodies(example: Json): [string, Buffer][] {
  const text = JSON.stringify(example)
  const cuts = [1, Math.floor(text.length / 2), text.length - 1].map((at): [string, Buffer] => [
    `cut at ${at}`,
    Buffer.from(text.slice(0, at)),
  ])
  const strings = [...text.matchAll(/"(?:[^"\\]|\\.)*"/g)].filter((_, index) => index % 3 === 1).slice(0, 4)
  const invalid = strings.map((match, index): [string, Buffer] => {
    const at = match.index + 1
    return [
      `invalid UTF-8 in string ${index}`,
      Buffer.concat([Buffer.from(text.slice(0, at)), BAD_UTF8[index % 4]!, Buffer.from(text.slice(at))]),
    ]
  })
  return [...FIXED_BODIES.map(([name, body]): [string, Buffer] => [name, Buffer.from(body)]), ...cuts, ...invalid]
}

const BAD_ENCODINGS = ['%', '%zz', '%ff%fe', '%ed%a0%80', '%c0%80', '%00', '%e2%82']
// Runs per route and part: enough to reach each place of a body a few times, with the file under a minute on PGlite.
const NUM_RUNS = { body: 16, 'query string': 10, 'path parameters': 10 }

describe('bad input on every route that takes any: never 5xx; a 4xx is JSON and writes nothing', () => {
  it('knows a valid request of every route that takes input', () => {
    const missing = recorder.routes.filter(takesInput).map((route) => `${route.method} ${route.url}`)
    expect(missing.filter((name) => !valid[name])).toEqual([])
    expect(missing.length).toBeGreaterThan(20)
  })

  it('answers raw bodies: invalid UTF-8, JSON cut short, nesting, wrong top-level types', async () => {
    baseline = await rowCounts()
    const failures: string[] = []
    for (const route of recorder.routes.filter((item) => takesInput(item) && item.schema?.body)) {
      const example = valid[`${route.method} ${route.url}`]!
      for (const [name, body] of rawBodies(example.body ?? {})) {
        const failure = await check(`${route.method} ${route.url} ${name}`, spoil(route, example, { body }))
        if (failure) failures.push(failure)
      }
    }
    expect(failures).toEqual([])
  }, 90_000)

  it('answers query strings and path parameters that are badly encoded, repeated or full-Unicode', async () => {
    baseline = await rowCounts()
    const failures: string[] = []
    for (const route of recorder.routes.filter(takesInput)) {
      const example = valid[`${route.method} ${route.url}`]!
      const changes = [
        ...Object.keys(example.query ?? {}).flatMap((name) =>
          [...BAD_ENCODINGS, `x&${name}=y`, `${percentEncode('\ud800')}`].map((raw) => ({
            label: `query ${name}=${raw}`,
            query: encodeQuery({ ...example.query, [name]: '' }).replace(`${name}=`, `${name}=${raw}`),
          })),
        ),
        ...Object.keys(example.params ?? {}).flatMap((name) =>
          [...BAD_ENCODINGS, percentEncode('x\u0000\ud800'), 'a'.repeat(5000)].map((raw) => ({
            label: `param ${name}=${raw.slice(0, 20)}`,
            params: { ...encodeParams(example.params), [name]: raw },
          })),
        ),
      ]
      for (const { label, ...change } of changes) {
        const failure = await check(`${route.method} ${route.url} ${label}`, spoil(route, example, change))
        if (failure) failures.push(failure)
      }
    }
    expect(failures).toEqual([])
  }, 60_000)

  it.each([['body'], ['query string'], ['path parameters']] as const)(
    'answers generated values in every place of the %s of every route',
    async (part) => {
      baseline = await rowCounts()
      const routes = recorder.routes.filter(takesInput).filter((route) => {
        const example = valid[`${route.method} ${route.url}`]!
        return part === 'body' ? example.body !== undefined : part === 'query string' ? example.query : example.params
      })
      expect(routes.length).toBeGreaterThan(0)
      for (const route of routes) {
        const example = valid[`${route.method} ${route.url}`]!
        const places =
          part === 'body'
            ? placesOf(example.body!)
            : Object.keys(part === 'query string' ? example.query! : example.params!).map((name) => ({
                path: [name],
                as: 'value' as const,
              }))
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...places), anyText, anyValue, async (place, key, value) => {
            const text = typeof value === 'string' ? value : JSON.stringify(value)
            const change =
              part === 'body'
                ? { body: placeIn(example.body!, place, key, value) }
                : part === 'query string'
                  ? { query: encodeQuery({ ...example.query, [place.path[0]!]: text }) }
                  : { params: { ...encodeParams(example.params), [place.path[0]!]: percentEncode(text) } }
            const failure = await check(`${route.method} ${route.url} ${place.as} ${place.path.join('.')}`, spoil(route, example, change))
            expect(failure).toBeNull()
          }),
          { numRuns: NUM_RUNS[part] },
        )
      }
    },
    90_000,
  )

  it('refuses every field of the wrong type with a 400 naming it', async () => {
    baseline = await rowCounts()
    const failures: string[] = []
    for (const route of recorder.routes.filter((item) => takesInput(item) && item.schema?.body)) {
      const example = valid[`${route.method} ${route.url}`]!
      for (const field of fieldsOf(route.schema?.body)) {
        const body = { ...(example.body as Record<string, Json>), [field]: [[{ nested: [1e308, '\u0000', '\ud800'] }]] }
        const response = await app.inject({ remoteAddress: nextIp(), ...spoil(route, example, { body }) })
        if (response.statusCode !== 400)
          failures.push(`${route.method} ${route.url} ${field} → ${response.statusCode} ${response.body.slice(0, 200)}`)
        else if (!JSON.stringify(response.json().issues ?? []).includes(field))
          failures.push(`${route.method} ${route.url} ${field}: issues do not name it`)
      }
    }
    expect(failures).toEqual([])
    expect(await rowCounts()).toBe(baseline)
  })
})

const FORM = 'application/x-www-form-urlencoded'
/** Text (as UTF-8) and bytes, one after the other. */
const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part))))

/** The head of a message to the conversation from a stranger, with its own Message-ID unless `id` is given. */
const headOf = (id: string = randomUUID()) => `From: Ann <ann@sender.example>\r\nTo: ${replyTo}\r\nMessage-ID: <${id}@sender.example>\r\n`

/**
 * Messages broken in every way we know of. Each that has one has a Message-ID of its own: what the first webhook can read
 * is stored, its reply's event too, and the other two webhooks then get it as a duplicate.
 */
function brokenMessages(): [string, Buffer][] {
  const deep = Array.from({ length: 5000 }, (_, depth) => `Content-Type: multipart/mixed; boundary="d${depth}"\r\n\r\n--d${depth}\r\n`)
  const nested = Array.from({ length: 200 }, (_, depth) => `Content-Type: multipart/mixed; boundary="b${depth}"\r\n\r\n--b${depth}\r\n`)
  return [
    ['empty', Buffer.alloc(0)],
    ['no header', Buffer.from('hello, this is not a message')],
    ['no From', Buffer.from(`To: ${replyTo}\r\nSubject: hi\r\n\r\nHello`)],
    ['a header section alone', Buffer.from(headOf())],
    ['NUL and invalid UTF-8', bytes(headOf(), 'Subject: \u0000', [0xff, 0xfe], '\r\n\r\n\u0000', [0xed, 0xa0, 0x80, 0xc0, 0x80], ' body')],
    [
      'NUL in addresses and ids',
      bytes(`From: "\u0000" <a\u0000b@sender.example>\r\nTo: ${replyTo}\r\nMessage-ID: <\u0000@x>\r\nIn-Reply-To: <\u0000>\r\n\r\nhi`),
    ],
    ['lone CRs and LFs', bytes(headOf(), '\r\r\n\n\rTo: x\n\n\rbody\r')],
    [
      // 990 characters of three bytes each: more than a unique index's row holds, were it stored as written.
      'a Message-ID wider in bytes than a header line',
      bytes(
        `From: ann@sender.example\r\nTo: ${replyTo}\r\nMessage-ID: <`,
        Array.from({ length: 990 }, (_, index) => String.fromCharCode(0x4e00 + ((index * 7919) % 20000))).join(''),
        '@x>\r\n\r\nhi',
      ),
    ],
    [
      'a multipart never closed',
      bytes(headOf(), 'Content-Type: multipart/mixed; boundary="b"\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nhi'),
    ],
    ['200 nested multiparts', bytes(headOf(), ...nested, 'Content-Type: text/plain\r\n\r\nhi')],
    [
      'broken base64 and quoted-printable',
      bytes(
        headOf(),
        'Content-Type: multipart/mixed; boundary="b"\r\n\r\n--b\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!*==a\r\n',
        '--b\r\nContent-Transfer-Encoding: quoted-printable\r\nContent-Type: text/html\r\n\r\n=ZZ=\r\n=\r\n--b--\r\n',
      ),
    ],
    ['an unknown charset', bytes(headOf(), 'Content-Type: text/plain; charset="x-no-such-charset"\r\n\r\n', [0xff, 0xfe, 0x00, 0x41])],
    ['broken encoded words', bytes(headOf(), 'Subject: =?utf-8?B?!!!?= =?x-bad?Q?=ZZ?=\r\nFrom: =?utf-8?Q?=00?= <x@y>\r\n\r\nhi')],
    [
      // About someone else: a report with no recipient would be about the contact, whom the worker would then suppress.
      'a delivery report of garbage',
      bytes(
        headOf(),
        'Content-Type: multipart/report; report-type=delivery-status; boundary="r"\r\n\r\n--r\r\nContent-Type: message/delivery-status\r\n\r\n',
        'Reporting-MTA: dns; \u0000\r\n\r\nAction: failed\r\nFinal-Recipient: rfc822; someone-else@sender.example\r\nStatus: \u0000',
        [0xff],
        '\r\n--r--\r\n',
      ),
    ],
    ['multiparts nested 5000 deep', bytes(headOf(), ...deep, 'Content-Type: text/plain\r\n\r\nhi')],
    [
      'signatures of garbage',
      bytes(
        'DKIM-Signature: v=1; a=rsa-sha256; d=\u0000; s=; b=!!!; bh=;\r\nDKIM-Signature: v=9; a=x; d=sender.example; s=mail; h=from; b=; bh=\r\n',
        'ARC-Seal: i=x; cv=none\r\nAuthentication-Results: \u0000\r\nReceived-SPF: ',
        [0xff],
        `\r\n${headOf()}\r\nhi`,
      ),
    ],
    [
      'UTF-16 halves in encoded words and the body',
      bytes(
        headOf().replace('From: Ann', 'From: =?utf-16be?B?2AA=?='),
        'Subject: =?utf-16be?B?3AA=?=\r\nContent-Type: text/plain; charset=utf-16le\r\nContent-Transfer-Encoding: base64\r\n\r\n',
        Buffer.from([0x00, 0xd8, 0x41, 0x00, 0x00, 0xdc]).toString('base64'),
      ),
    ],
    ['a header field over 1 MB', bytes(headOf(), `X-Long: ${'a'.repeat(1100 * 1024)}\r\n\r\nhi`)],
    ['a header section over 256 KB', bytes(`X-Long: ${'a'.repeat(300 * 1024)}\r\n`, headOf(), '\r\nhi')],
    ['over 10 MB', bytes(headOf(), '\r\n', 'x'.repeat(10 * 1024 * 1024))],
  ]
}

const mime = (payload: Buffer | string, type: string | null = 'message/rfc822'): InjectOptions => ({
  method: 'POST',
  url: '/api/inbound/mime',
  headers: { ...(type ? { 'content-type': type } : {}), ...standardWebhookHeaders(payload) },
  payload,
})
const mailgun = (payload: Buffer | string, type: string | null = FORM): InjectOptions => ({
  method: 'POST',
  url: '/api/inbound/mailgun/mime',
  headers: type ? { 'content-type': type } : {},
  payload,
})
/** A form signed with a token of its own: `fields` come after the signature's, and may replace them. */
const mailgunForm = (fields: Record<string, string>) => mailgun(new URLSearchParams({ ...mailgunSignature(), ...fields }).toString())
/** A signed multipart form with `message` as its body-mime file part. */
const multipartOf = (fields: Record<string, string>, message: Buffer) => mailgunMultipart({ ...mailgunSignature(), ...fields }, message)
const postmark = (payload: Buffer | string, type: string | null = 'application/json'): InjectOptions => ({
  method: 'POST',
  url: '/api/inbound/postmark',
  headers: { ...(type ? { 'content-type': type } : {}), authorization: postmarkAuthorization() },
  payload,
})
const postmarkJson = (body: Json) => postmark(JSON.stringify(body))

/** Each webhook's rightly signed requests with broken messages, odd forms and documents, and content types it does not read. */
async function inboundGarbage(): Promise<Record<string, [string, InjectOptions][]>> {
  const broken = brokenMessages()
  const reply = () => inboundMessage(replyTo)
  const form = new URLSearchParams({ ...mailgunSignature(), recipient: replyTo, 'body-mime': reply() }).toString()
  const parts = await multipartOf({ recipient: replyTo }, Buffer.from(reply()))
  const json = (value: unknown) => JSON.stringify(value)
  const attachment = { Name: 'a.txt', ContentType: 'text/plain', Content: 'aGVsbG8=' }
  return {
    'POST /api/inbound/mime': [
      ...broken.map(([name, message]): [string, InjectOptions] => [name, mime(message)]),
      ...(
        [
          ['application/octet-stream', reply()],
          ['MESSAGE/RFC822; charset=binary', reply()],
          [null, reply()],
          ['text/plain', reply()],
          ['application/json', json({ From: 'x' })],
          ['application/json', '{"From": '],
          [FORM, 'From=ann%40sender.example'],
          ['multipart/form-data; boundary=x', '--x\r\ngarbage'],
          ['application/xml', '<From/>'],
        ] as const
      ).map(([type, payload]): [string, InjectOptions] => [`as ${type ?? 'no content type'}`, mime(payload, type)]),
    ],
    'POST /api/inbound/mailgun/mime': [
      // Percent-encoding megabytes takes long: those larger only as a file part, which keeps their bytes as they are.
      ...broken
        .filter(([, message]) => message.length < 1024 * 1024)
        .map(([name, message]): [string, InjectOptions] => [
          `${name}, in body-mime`,
          mailgunForm({ recipient: replyTo, 'body-mime': message.toString('latin1') }),
        ]),
      ...(await Promise.all(
        broken.map(async ([name, message]): Promise<[string, InjectOptions]> => {
          const { type, payload } = await multipartOf({}, message)
          return [`${name}, as a file part`, mailgun(payload, type)]
        }),
      )),
      ['body-mime empty', mailgunForm({ 'body-mime': '' })],
      ['body-mime missing', mailgunForm({ recipient: replyTo })],
      ['recipients odd', mailgunForm({ recipient: `,,\u0000, ${replyTo},<>,@,${'x'.repeat(900)}`, 'body-mime': reply() })],
      ['recipients too long', mailgunForm({ recipient: 'x'.repeat(10_001), 'body-mime': reply() })],
      ['percent-escapes invalid', mailgun(`${new URLSearchParams(mailgunSignature())}&body-mime=%zz%ff%00%&recipient=%`)],
      [
        'fields twice',
        mailgun(`${new URLSearchParams(mailgunSignature())}&body-mime=x&body-mime=${encodeURIComponent(reply())}&timestamp=1`),
      ],
      ['a form', mailgun(form)],
      ['the same form again: its token is taken', mailgun(form)],
      ['multipart cut short', mailgun(parts.payload.subarray(0, 200), parts.type)],
      ['multipart without a boundary', mailgun(parts.payload, 'multipart/form-data')],
      ['multipart with another boundary', mailgun(parts.payload, 'multipart/form-data; boundary=not-this-one')],
      ['multipart of garbage', mailgun(bytes('--x\r\n', [0xff, 0x00], '\r\n--x--'), 'multipart/form-data; boundary=x')],
      ['JSON of the fields', mailgun(json({ ...mailgunSignature(), recipient: replyTo, 'body-mime': reply() }), 'application/json')],
      ['JSON with body-mime not text', mailgun(json({ ...mailgunSignature(), 'body-mime': [reply()] }), 'application/json')],
      ['JSON with numbers for the signature', mailgun(json({ timestamp: 1, token: 2, signature: 3 }), 'application/json')],
      ['JSON null', mailgun('null', 'application/json')],
      ['a form as bytes', mailgun(Buffer.from(form), 'application/octet-stream')],
      ['a form as text', mailgun(form, 'text/plain')],
      ['a form without a content type', mailgun(form, null)],
    ],
    'POST /api/inbound/postmark': [
      ...broken.map(([name, message]): [string, InjectOptions] => [
        `${name}, in RawEmail`,
        postmarkJson({ OriginalRecipient: replyTo, RawEmail: message.toString('latin1') }),
      ]),
      ['RawEmail empty', postmarkJson({ RawEmail: '' })],
      ['RawEmail with lone surrogates', postmarkJson({ RawEmail: `${headOf()}Subject: \ud800\r\n\r\n\udfff` })],
      ['From empty', postmarkJson({ From: '', To: replyTo, TextBody: 'hi' })],
      ['From not an address', postmarkJson({ From: '\u0000<<@>>', FromFull: { Email: '' }, To: replyTo, TextBody: 'hi' })],
      ['To odd', postmarkJson({ From: 'ann@sender.example', To: ',,;<>@\u0000', Cc: '\ud800', TextBody: 'hi' })],
      ['Date odd', postmarkJson({ From: 'ann@sender.example', To: replyTo, Date: 'the 32nd of Smarch', TextBody: 'hi' })],
      ['MessageID odd', postmarkJson({ From: 'ann@sender.example', To: replyTo, MessageID: '<\u0000>@', TextBody: 'hi' })],
      [
        'header values that start fields of their own',
        postmarkJson({ From: 'ann@sender.example', To: replyTo, Headers: [{ Name: 'X-A', Value: 'x\r\nBcc: b@x\r\n\r\nbody\u0000' }] }),
      ],
      ['header names that are not', postmarkJson({ From: 'ann@sender.example', To: replyTo, Headers: [{ Name: 'X A:', Value: 'x' }] })],
      [
        'attachments odd',
        postmarkJson({
          From: 'ann@sender.example',
          To: replyTo,
          Attachments: [
            { ...attachment, Content: 'A' },
            { ...attachment, Name: '../../etc/passwd\u0000', ContentType: 'text/plain\r\nX-Injected: 1', ContentID: '<x>\r\n' },
            { ...attachment, ContentType: '', Content: '' },
          ],
        }),
      ],
      ['attachments not base64', postmarkJson({ From: 'ann@sender.example', Attachments: [{ ...attachment, Content: '!!' }] })],
      ['a document over 30 MB', postmark(`{"RawEmail": "${'x'.repeat(31 * 1024 * 1024)}"}`)],
      ['a form', postmark(form, FORM)],
      ['text', postmark(json({ RawEmail: reply() }), 'text/plain')],
      ['no content type', postmark(json({ RawEmail: reply() }), null)],
      ['JSON in another charset', postmark(json({ RawEmail: reply() }), 'application/json; charset=utf-16')],
    ],
  }
}

/**
 * Generated bytes after the start of a message to the conversation: in its header section, its body, a part, a base64
 * body, or alone. Each start has one Message-ID: what is read is stored once, and after that the insert still runs
 * with its values and finds the message there.
 */
const generatedMessage = () =>
  fc
    .tuple(
      fc.constantFrom(
        headOf('generated-header'),
        `${headOf('generated-body')}\r\n`,
        `${headOf('generated-part')}Content-Type: multipart/mixed; boundary="b"\r\n\r\n--b\r\n`,
        `${headOf('generated-base64')}Content-Transfer-Encoding: base64\r\n\r\n`,
        '',
      ),
      fc.oneof(
        fc.uint8Array({ maxLength: 2000 }).map((generated) => Buffer.from(generated)),
        fc.string({ unit: codeUnit, maxLength: 300 }).map((text) => Buffer.from(text)),
      ),
    )
    .map(([head, rest]) => Buffer.concat([Buffer.from(head), rest]))

describe('the inbound mail webhooks, rightly signed: never 5xx; a 4xx is JSON and stores no reply', () => {
  it('answers broken messages, odd forms and documents, and content types they do not read', async () => {
    baseline = await rowCounts()
    const garbage = await inboundGarbage()
    const inbound = recorder.routes.filter((route) => route.url.startsWith('/api/inbound/')).map((route) => `${route.method} ${route.url}`)
    expect(inbound.sort()).toEqual(Object.keys(garbage).sort())
    const failures: string[] = []
    for (const [route, requests] of Object.entries(garbage))
      for (const [label, request] of requests) {
        const failure = await check(`${route} ${label}`, request)
        if (failure) failures.push(failure)
      }
    expect(failures).toEqual([])
  }, 60_000)

  it.each([
    ['POST /api/inbound/mime', (message: Buffer) => mime(message)],
    ['POST /api/inbound/mailgun/mime', (message: Buffer) => mailgunForm({ recipient: replyTo, 'body-mime': message.toString('latin1') })],
    ['POST /api/inbound/postmark', (message: Buffer) => postmarkJson({ OriginalRecipient: replyTo, RawEmail: message.toString('utf8') })],
  ])('answers generated messages to %s', async (route, request) => {
    baseline = await rowCounts()
    await fc.assert(
      fc.asyncProperty(generatedMessage(), async (message) => {
        expect(await check(route, request(message))).toBeNull()
      }),
      { numRuns: 20 },
    )
  })
})
