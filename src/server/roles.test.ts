// @both-databases: calls every route once with each role
import { get, type IncomingMessage } from 'node:http'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { INITIAL_PROGRESS } from '@/shared/formulas/progress'
import { buildSubmission } from '@/shared/formulas/onboarding'
import { buildApp } from './app'
import { companies, createSession, users } from './modules/accounts'
import { agents } from './modules/runtime'
import type { Database } from './platform/db/client'
import type { Access } from './platform/session/access'
import { configWithEveryRoute, inboundMessage, mailgunSignature, postmarkAuthorization, standardWebhookHeaders } from './test/app-routes'
import { joinAsMember, nextIp, registerUser, requestJson, sessionCookie, uniqueUser } from './test/http'
import { signInAsStaff } from './test/staff-session'
import { quizPayload } from './test/quiz-fixtures'
import { openTestDatabase } from './test/test-app'
import { submittableOnboardingForm } from '@/server/test/onboarding-submission'

// The roles matrix of docs/decisions/082-roles.md, route by route: every route under /api has a row, and each row is
// called by every kind of caller. Owner-only and member routes are called by company B's owner with company A's ids.

type Caller = 'stranger' | 'lone' | 'member' | 'owner' | 'otherOwner' | 'staff'
const CALLERS: Caller[] = ['stranger', 'lone', 'member', 'otherOwner', 'owner', 'staff']

type Ids = { agentId: string; keyId: string; invitationId: string; submissionId: string; leadId: string }
/** A JSON `body`, or a `payload` as it is with its own `headers` (the inbound webhooks' messages and forms). */
type Call = { url: string; body?: unknown; payload?: string; headers?: Record<string, string> }
type Row = {
  access: Access
  /** The request; `:id`s are company A's. */
  call: (ids: Ids) => Call
  /** What an allowed caller gets: a 2xx, or for the public routes' deliberately empty bodies their 400. */
  allowed: number
  /** The URL names company A's row, so company B's owner gets 404 instead. */
  foreign?: boolean
}

const CONTEXT = { now: new Date('2026-12-01T10:00:00Z'), startedAt: null, referralSource: 'direct', userAgent: '' }
function submissionOf(companyName: string) {
  const form = submittableOnboardingForm(companyName)
  form.company.website = 'https://acme.example'
  return buildSubmission(form, CONTEXT)
}
const empty = (url: string) => () => ({ url, body: {} })
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const plain = (url: string) => () => ({ url })
const event = () => ({ url: '/api/events', body: { type: 'lead.created', data: EVENT_EXAMPLES['lead.created'][0] } })

// The inbound mail webhooks' requests, each to an address of no conversation, so a delivery stores nothing. Signed,
// each with its provider's credential; unsigned, the same without it.
const NOWHERE = 'someone@elsewhere.example'
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const mailgunForm = (signature: Record<string, string>) =>
  new URLSearchParams({ ...signature, recipient: NOWHERE, 'body-mime': inboundMessage(NOWHERE) }).toString()
const postmarkBody = () => ({ OriginalRecipient: NOWHERE, RawEmail: inboundMessage(NOWHERE) })
function signedMime(): Call {
  const payload = inboundMessage(NOWHERE)
  return { url: '/api/inbound/mime', payload, headers: { 'content-type': 'message/rfc822', ...standardWebhookHeaders(payload) } }
}
const UNSIGNED: Record<string, () => Call> = {
  'POST /api/inbound/mime': () => ({
    url: '/api/inbound/mime',
    payload: inboundMessage(NOWHERE),
    headers: { 'content-type': 'message/rfc822' },
  }),
  'POST /api/inbound/mailgun/mime': () => ({ url: '/api/inbound/mailgun/mime', payload: mailgunForm({}), headers: FORM }),
  'POST /api/inbound/postmark': () => ({ url: '/api/inbound/postmark', body: postmarkBody() }),
}

const ROUTES: Record<string, Row> = {
  'GET /api/health': { access: 'public', call: plain('/api/health'), allowed: 200 },
  'POST /api/register': { access: 'public', call: empty('/api/register'), allowed: 400 },
  'POST /api/login': { access: 'public', call: empty('/api/login'), allowed: 400 },
  'POST /api/invitations/verify': { access: 'public', call: empty('/api/invitations/verify'), allowed: 400 },
  'POST /api/invitations/lookup': { access: 'public', call: empty('/api/invitations/lookup'), allowed: 400 },
  'POST /api/onboarding/improved': { access: 'public', call: empty('/api/onboarding/improved'), allowed: 400 },
  'POST /api/analytics/step-views': { access: 'public', call: empty('/api/analytics/step-views'), allowed: 400 },
  'POST /api/demo/assessments': { access: 'public', call: empty('/api/demo/assessments'), allowed: 400 },
  'GET /api/demo/slots': { access: 'public', call: plain('/api/demo/slots'), allowed: 400 },
  'POST /api/demo/bookings': { access: 'public', call: empty('/api/demo/bookings'), allowed: 400 },
  'GET /api/dev/mailbox': { access: 'public', call: plain('/api/dev/mailbox'), allowed: 200 },
  'POST /api/quiz/submit': { access: 'public', call: empty('/api/quiz/submit'), allowed: 400 },
  // An unknown report's 404: no PDF is drawn for every caller.
  'GET /api/quiz/report/download': {
    access: 'public',
    call: plain('/api/quiz/report/download?company=Acme&submission=00000000-0000-4000-8000-000000000000'),
    allowed: 404,
  },
  'GET /api/quiz/submissions/:id': {
    access: 'public',
    call: plain('/api/quiz/submissions/00000000-0000-4000-8000-000000000000'),
    allowed: 404,
  },
  'POST /api/webhook/n8n': { access: 'public', call: empty('/api/webhook/n8n'), allowed: 400 },
  'POST /api/email/post-quiz': { access: 'public', call: empty('/api/email/post-quiz'), allowed: 400 },
  // The signed link's token is the credential (docs/decisions/104-a-persons-data.md).
  'POST /api/my-data/lookup': { access: 'public', call: empty('/api/my-data/lookup'), allowed: 400 },
  'POST /api/my-data/delete': { access: 'public', call: empty('/api/my-data/delete'), allowed: 400 },
  // An agent e-mail's unsubscribe link: its token is the credential (docs/decisions/125-unsubscribe.md); a forged one is 400.
  'GET /api/unsubscribe/:token': { access: 'public', call: plain('/api/unsubscribe/forged'), allowed: 400 },
  'POST /api/unsubscribe/:token': { access: 'public', call: empty('/api/unsubscribe/forged'), allowed: 400 },
  'POST /api/forgot-password': { access: 'public', call: empty('/api/forgot-password'), allowed: 400 },
  'POST /api/reset-password': { access: 'public', call: empty('/api/reset-password'), allowed: 400 },
  'POST /api/verify-email': { access: 'public', call: empty('/api/verify-email'), allowed: 400 },
  // The inbound mail webhooks (docs/inbound-email.md): the provider's signature or basic auth is the credential, never
  // a session. Signed, every caller gets through (to no conversation); unsigned, none does (its own test below).
  'POST /api/inbound/mime': { access: 'public', call: signedMime, allowed: 200 },
  'POST /api/inbound/mailgun/mime': {
    access: 'public',
    call: () => ({ url: '/api/inbound/mailgun/mime', payload: mailgunForm(mailgunSignature()), headers: FORM }),
    allowed: 200,
  },
  'POST /api/inbound/postmark': {
    access: 'public',
    call: () => ({ url: '/api/inbound/postmark', body: postmarkBody(), headers: { authorization: postmarkAuthorization() } }),
    allowed: 200,
  },

  // Public: a visitor gets null (docs/decisions/092).
  'GET /api/user': { access: 'public', call: plain('/api/user'), allowed: 200 },
  'POST /api/verification-email': { access: 'signed-in', call: plain('/api/verification-email'), allowed: 202 },
  // The Account settings page (docs/decisions/093): each user's own; a bad body or an unknown session id is the same
  // 400 or 404 for every signed-in caller, and nothing is changed.
  'PATCH /api/account/profile': {
    access: 'signed-in',
    call: () => ({ url: '/api/account/profile', body: { full_name: 'Pat' } }),
    allowed: 200,
  },
  'GET /api/account/email-change': { access: 'signed-in', call: plain('/api/account/email-change'), allowed: 200 },
  'POST /api/account/email': { access: 'signed-in', call: empty('/api/account/email'), allowed: 400 },
  'DELETE /api/account/email-change': { access: 'signed-in', call: plain('/api/account/email-change'), allowed: 204 },
  'POST /api/account/password': { access: 'signed-in', call: empty('/api/account/password'), allowed: 400 },
  'GET /api/account/sessions': { access: 'signed-in', call: plain('/api/account/sessions'), allowed: 200 },
  'DELETE /api/account/sessions/:id': {
    access: 'signed-in',
    call: plain('/api/account/sessions/00000000-0000-4000-8000-000000000000'),
    allowed: 404,
  },

  // Account deletion (docs/product.md#account-deletion): an empty body is the same 400 for every signed-in caller.
  'DELETE /api/account': { access: 'signed-in', call: empty('/api/account'), allowed: 400 },

  'GET /api/team': { access: 'member', call: plain('/api/team'), allowed: 200 },
  'GET /api/company/erasure': { access: 'member', call: plain('/api/company/erasure'), allowed: 200 },
  // The company's erasure and the hand-over (docs/product.md#company-erase): an empty body, nothing to cancel and an
  // unknown member are what an allowed caller gets, so the matrix neither schedules an erasure nor changes owners.
  'POST /api/company/erasure': { access: 'owner', call: empty('/api/company/erasure'), allowed: 400 },
  'DELETE /api/company/erasure': { access: 'owner', call: plain('/api/company/erasure'), allowed: 404 },
  'POST /api/team/members/:id/ownership': {
    access: 'owner',
    call: plain('/api/team/members/00000000-0000-4000-8000-000000000000/ownership'),
    allowed: 404,
  },
  'GET /api/company/email-status': { access: 'member', call: plain('/api/company/email-status'), allowed: 200 },
  'GET /api/company': { access: 'member', call: plain('/api/company'), allowed: 200 },
  'PATCH /api/onboarding/progress': {
    access: 'member',
    call: () => ({ url: '/api/onboarding/progress', body: INITIAL_PROGRESS }),
    allowed: 200,
  },
  'GET /api/onboarding/progress': { access: 'member', call: plain('/api/onboarding/progress'), allowed: 200 },
  // The questionnaire's prefill and the company's origin when staff set it up from a lead (docs/product.md#back-office).
  'GET /api/onboarding/prefill': { access: 'member', call: plain('/api/onboarding/prefill'), allowed: 200 },
  'GET /api/company/source': { access: 'member', call: plain('/api/company/source'), allowed: 200 },
  'GET /api/onboarding/submissions/:id': {
    access: 'member',
    call: ({ submissionId }) => ({ url: `/api/onboarding/submissions/${submissionId}` }),
    allowed: 200,
    foreign: true,
  },
  'GET /api/agents/recommendations': { access: 'member', call: plain('/api/agents/recommendations'), allowed: 200 },
  'GET /api/agents': { access: 'member', call: plain('/api/agents'), allowed: 200 },
  'GET /api/agents/signals': { access: 'member', call: plain('/api/agents/signals'), allowed: 200 },
  'GET /api/agents/summary': { access: 'member', call: plain('/api/agents/summary'), allowed: 200 },
  'GET /api/agents/stream': { access: 'member', call: plain('/api/agents/stream'), allowed: 200 },
  'GET /api/agents/:id': { access: 'member', call: ({ agentId }) => ({ url: `/api/agents/${agentId}` }), allowed: 200, foreign: true },
  'GET /api/agents/:id/activity': {
    access: 'member',
    call: ({ agentId }) => ({ url: `/api/agents/${agentId}/activity` }),
    allowed: 200,
    foreign: true,
  },
  // No run has this id: an allowed caller learns only that; company B's owner is refused at the agent.
  'GET /api/agents/:id/runs/:runId': {
    access: 'member',
    call: ({ agentId }) => ({ url: `/api/agents/${agentId}/runs/00000000-0000-4000-8000-000000000000` }),
    allowed: 404,
    foreign: true,
  },
  // The Approvals inbox (docs/decisions/106-ai-writing.md): anyone in the company reviews; no draft has this id, so the
  // matrix neither sends nor rejects one.
  'GET /api/approvals': { access: 'member', call: plain('/api/approvals'), allowed: 200 },
  'GET /api/approvals/summary': { access: 'member', call: plain('/api/approvals/summary'), allowed: 200 },
  'GET /api/approvals/counts': { access: 'member', call: plain('/api/approvals/counts'), allowed: 200 },
  'POST /api/approvals/bulk': {
    access: 'member',
    call: () => ({ url: '/api/approvals/bulk', body: { action: 'approve', ids: ['00000000-0000-4000-8000-000000000000'] } }),
    allowed: 200,
  },
  'GET /api/approvals/:id': { access: 'member', call: plain('/api/approvals/00000000-0000-4000-8000-000000000000'), allowed: 404 },
  'POST /api/approvals/:id/approve': {
    access: 'member',
    call: () => ({ url: '/api/approvals/00000000-0000-4000-8000-000000000000/approve', body: { subject: 'Hi', body: 'Hello' } }),
    allowed: 404,
  },
  'POST /api/approvals/:id/check': {
    access: 'member',
    call: () => ({ url: '/api/approvals/00000000-0000-4000-8000-000000000000/check', body: { subject: 'Hi', body: 'Hello' } }),
    allowed: 404,
  },
  'POST /api/approvals/:id/reject': {
    access: 'member',
    call: () => ({ url: '/api/approvals/00000000-0000-4000-8000-000000000000/reject', body: { reason: 'No' } }),
    allowed: 404,
  },
  'POST /api/approvals/:id/rewrite': {
    access: 'member',
    call: () => ({ url: '/api/approvals/00000000-0000-4000-8000-000000000000/rewrite', body: { feedback: 'Shorter' } }),
    allowed: 404,
  },
  // An agent's style guide (docs/decisions/131-approvals-that-teach.md): everyone reads it, only the owner writes it.
  'GET /api/agents/:id/guidance': {
    access: 'member',
    call: ({ agentId }) => ({ url: `/api/agents/${agentId}/guidance` }),
    allowed: 200,
    foreign: true,
  },
  // Contacts (docs/decisions/128-conversations.md): anyone in the company reads them; no contact has this id or address.
  'GET /api/contacts': { access: 'member', call: plain('/api/contacts'), allowed: 200 },
  'GET /api/contacts/by-address': { access: 'member', call: plain('/api/contacts/by-address?address=ada@example.com'), allowed: 404 },
  'GET /api/contacts/:id': { access: 'member', call: plain('/api/contacts/00000000-0000-4000-8000-000000000000'), allowed: 404 },
  'GET /api/conversations': { access: 'member', call: plain('/api/conversations'), allowed: 200 },
  'POST /api/events': { access: 'member-or-key', call: event, allowed: 202 },

  'POST /api/onboarding/submit': {
    access: 'owner',
    call: () => ({ url: '/api/onboarding/submit', body: submissionOf('Acme') }),
    allowed: 201,
  },
  'POST /api/agents/deploy': { access: 'owner', call: () => ({ url: '/api/agents/deploy', body: { agentIds: ['riley'] } }), allowed: 200 },
  'PATCH /api/agents/:id/review': {
    access: 'owner',
    call: ({ agentId }) => ({ url: `/api/agents/${agentId}/review`, body: { reviewBeforeSend: true } }),
    allowed: 200,
    foreign: true,
  },
  'GET /api/agents/:id/trust': {
    access: 'owner',
    call: ({ agentId }) => ({ url: `/api/agents/${agentId}/trust` }),
    allowed: 200,
    foreign: true,
  },
  'PATCH /api/agents/:id/trust': {
    access: 'owner',
    call: ({ agentId }) => ({ url: `/api/agents/${agentId}/trust`, body: { level: 'review' } }),
    allowed: 200,
    foreign: true,
  },
  'PATCH /api/agents/:id': {
    access: 'owner',
    call: ({ agentId }) => ({ url: `/api/agents/${agentId}`, body: { status: 'paused' } }),
    allowed: 200,
    foreign: true,
  },
  'GET /api/api-keys': { access: 'owner', call: plain('/api/api-keys'), allowed: 200 },
  'POST /api/api-keys': { access: 'owner', call: () => ({ url: '/api/api-keys', body: { name: 'zapier' } }), allowed: 201 },
  'DELETE /api/api-keys/:id': { access: 'owner', call: ({ keyId }) => ({ url: `/api/api-keys/${keyId}` }), allowed: 204, foreign: true },
  'GET /api/company/webhook': { access: 'owner', call: plain('/api/company/webhook'), allowed: 200 },
  'PUT /api/company/webhook': {
    access: 'owner',
    call: () => ({ url: '/api/company/webhook', body: { url: 'https://n8n.example.com/webhook/agents' } }),
    allowed: 200,
  },
  'DELETE /api/company/webhook': { access: 'owner', call: plain('/api/company/webhook'), allowed: 200 },
  'GET /api/company/webhook/deliveries': { access: 'owner', call: plain('/api/company/webhook/deliveries'), allowed: 200 },
  // After the webhook's removal: the 400 'save a webhook URL first', so no delivery leaves this machine.
  'POST /api/company/webhook/test': { access: 'owner', call: plain('/api/company/webhook/test'), allowed: 400 },
  'PATCH /api/company': {
    access: 'owner',
    call: () => ({ url: '/api/company', body: { name: 'Acme', website: 'https://acme.example', industry: 'retail' } }),
    allowed: 200,
  },
  // The company export (docs/product.md#company-export): no export has this id, so every allowed caller gets its 404.
  'POST /api/company/exports': { access: 'owner', call: plain('/api/company/exports'), allowed: 201 },
  'GET /api/company/exports/:id': {
    access: 'owner',
    call: plain('/api/company/exports/00000000-0000-4000-8000-000000000000'),
    allowed: 404,
  },
  'GET /api/company/exports/:id/download': {
    access: 'owner',
    call: plain('/api/company/exports/00000000-0000-4000-8000-000000000000/download'),
    allowed: 404,
  },
  // Settings → Privacy (docs/product.md#privacy-controls): everyone reads, only the owner changes.
  'GET /api/company/privacy': { access: 'member', call: plain('/api/company/privacy'), allowed: 200 },
  'PATCH /api/company/privacy': {
    access: 'owner',
    call: () => ({ url: '/api/company/privacy', body: { dataCollection: false } }),
    allowed: 200,
  },
  // Settings → Agent e-mails (docs/decisions/120-agents-speak-for-the-business.md): everyone reads, only the owner changes.
  'GET /api/company/agent-identity': { access: 'member', call: plain('/api/company/agent-identity'), allowed: 200 },
  // The suppression list (docs/decisions/125-unsubscribe.md): everyone reads, only the owner adds and removes; no
  // address is on the list to remove, so the matrix's DELETE is the 404 that says so.
  'GET /api/company/suppressions': { access: 'member', call: plain('/api/company/suppressions'), allowed: 200 },
  'POST /api/company/suppressions': {
    access: 'owner',
    call: () => ({ url: '/api/company/suppressions', body: { address: 'matrix@example.com' } }),
    allowed: 200,
  },
  'DELETE /api/company/suppressions/:address': {
    access: 'owner',
    call: plain('/api/company/suppressions/nobody%40example.com'),
    allowed: 404,
  },
  'PATCH /api/company/agent-identity': {
    access: 'owner',
    call: () => ({
      url: '/api/company/agent-identity',
      body: { senderName: 'Acme Dental', replyTo: 'front@acme.example', signature: '', signAsAgent: true },
    }),
    allowed: 200,
  },
  // How often the agents write to one person (docs/decisions/127-one-message-per-person.md): everyone reads, the owner sets.
  // How the company's e-mails sound (docs/decisions/131-approvals-that-teach.md): everyone reads, the owner sets.
  'GET /api/company/writing-voice': { access: 'member', call: plain('/api/company/writing-voice'), allowed: 200 },
  'PUT /api/company/writing-voice': {
    access: 'owner',
    call: () => ({ url: '/api/company/writing-voice', body: { voice: 'Plain and warm.' } }),
    allowed: 200,
  },
  'PUT /api/agents/:id/guidance': {
    access: 'owner',
    call: ({ agentId }) => ({ url: `/api/agents/${agentId}/guidance`, body: { guidance: 'Use first names.' } }),
    allowed: 200,
    foreign: true,
  },
  'GET /api/company/agent-pacing': { access: 'member', call: plain('/api/company/agent-pacing'), allowed: 200 },
  'PATCH /api/company/agent-pacing': {
    access: 'owner',
    call: () => ({ url: '/api/company/agent-pacing', body: { messageWindowMinutes: 60, draftExpiryDays: 7 } }),
    allowed: 200,
  },
  // What the agents may say (docs/decisions/124-company-knowledge.md): everyone reads, only the owner changes.
  'GET /api/company/knowledge': { access: 'member', call: plain('/api/company/knowledge'), allowed: 200 },
  'PATCH /api/company/knowledge': {
    access: 'owner',
    call: () => ({
      url: '/api/company/knowledge',
      body: {
        prices: [{ name: 'Check-up', price: '$80' }],
        offers: [],
        discountPolicy: '',
        refundPolicy: '',
        openingHours: 'Mon–Fri 8–6',
        links: [],
        faq: [],
      },
    }),
    allowed: 200,
  },
  // The logo and the live preview (docs/decisions/123-the-business-brand-in-e-mail.md): the owner's, and everyone's to see.
  'POST /api/company/agent-identity/logo': {
    access: 'owner',
    call: () => ({ url: '/api/company/agent-identity/logo', body: { contentType: 'image/png', data: TINY_PNG } }),
    allowed: 200,
  },
  'DELETE /api/company/agent-identity/logo': { access: 'owner', call: plain('/api/company/agent-identity/logo'), allowed: 200 },
  'POST /api/company/agent-identity/preview': {
    access: 'member',
    call: () => ({
      url: '/api/company/agent-identity/preview',
      body: { senderName: 'Acme Dental', replyTo: '', signature: '', signAsAgent: true, brandColor: '#0f766e' },
    }),
    allowed: 200,
  },
  // Settings → AI (docs/decisions/106-ai-writing.md): everyone sees which model writes, only the owner sets it.
  'GET /api/company/ai': { access: 'member', call: plain('/api/company/ai'), allowed: 200 },
  'PUT /api/company/ai': {
    access: 'owner',
    call: () => ({
      url: '/api/company/ai',
      // The company's own host, so that the owner's confirmation below has a host to confirm (decision 122).
      body: { provider: 'openai-compatible', model: 'llama3.1', baseUrl: 'https://llm.acme.example/v1', monthlyTokenBudget: 50_000 },
    }),
    allowed: 200,
  },
  'PUT /api/company/ai/budget': {
    access: 'owner',
    call: () => ({ url: '/api/company/ai/budget', body: { monthlyTokenBudget: 20_000 } }),
    allowed: 200,
  },
  'PUT /api/company/ai/local-confirmation': {
    access: 'owner',
    call: () => ({ url: '/api/company/ai/local-confirmation', body: { host: 'llm.acme.example' } }),
    allowed: 200,
  },
  'DELETE /api/company/ai/local-confirmation': { access: 'owner', call: plain('/api/company/ai/local-confirmation'), allowed: 200 },
  'DELETE /api/company/ai': { access: 'owner', call: plain('/api/company/ai'), allowed: 200 },
  // What the model costs and the budget in money (docs/decisions/132-cost-in-money.md); the banners' state (decision 133).
  'GET /api/company/ai/costs': { access: 'member', call: plain('/api/company/ai/costs'), allowed: 200 },
  'PUT /api/company/ai/money-budget': {
    access: 'owner',
    call: () => ({ url: '/api/company/ai/money-budget', body: { monthlyBudget: 25 } }),
    allowed: 200,
  },
  'GET /api/ai/status': { access: 'member', call: plain('/api/ai/status'), allowed: 200 },
  // The test bench (docs/decisions/134-test-bench.md): the owner's alone. An agent of no company's is refused (400) before
  // anything is replayed; no run has the zero id.
  'GET /api/test-bench/runs': { access: 'owner', call: plain('/api/test-bench/runs'), allowed: 200 },
  'POST /api/test-bench/runs': {
    access: 'owner',
    call: () => ({ url: '/api/test-bench/runs', body: { agentId: '00000000-0000-4000-8000-000000000000', voice: 'Plain.' } }),
    allowed: 400,
  },
  'GET /api/test-bench/runs/:id': {
    access: 'owner',
    call: plain('/api/test-bench/runs/00000000-0000-4000-8000-000000000000'),
    allowed: 404,
  },
  'POST /api/test-bench/runs/:id/apply': {
    access: 'owner',
    call: plain('/api/test-bench/runs/00000000-0000-4000-8000-000000000000/apply'),
    allowed: 404,
  },
  'POST /api/test-bench/runs/:id/discard': {
    access: 'owner',
    call: plain('/api/test-bench/runs/00000000-0000-4000-8000-000000000000/discard'),
    allowed: 404,
  },
  // Versions of how the agents write (docs/decisions/135-setting-versions.md): everyone reads, only the owner restores.
  'GET /api/ai/versions': { access: 'member', call: plain('/api/ai/versions'), allowed: 200 },
  'POST /api/ai/versions/:id/restore': {
    access: 'owner',
    call: plain('/api/ai/versions/00000000-0000-4000-8000-000000000000/restore'),
    allowed: 404,
  },
  'POST /api/invitations': {
    access: 'owner',
    call: () => ({ url: '/api/invitations', body: { email: uniqueUser().email } }),
    allowed: 201,
  },
  'POST /api/invitations/:id/resend': {
    access: 'owner',
    call: ({ invitationId }) => ({ url: `/api/invitations/${invitationId}/resend` }),
    allowed: 200,
    foreign: true,
  },
  'DELETE /api/invitations/:id': {
    access: 'owner',
    call: ({ invitationId }) => ({ url: `/api/invitations/${invitationId}` }),
    allowed: 204,
    foreign: true,
  },

  // The back office (docs/product.md#back-office): staff only; to everyone else an unknown route. No booking or e-mail
  // has the zero id and the bodies are incomplete, so the matrix moves, cancels and creates nothing.
  'GET /api/admin/leads': { access: 'staff', call: plain('/api/admin/leads'), allowed: 200 },
  'GET /api/admin/leads/filters': { access: 'staff', call: plain('/api/admin/leads/filters'), allowed: 200 },
  'GET /api/admin/leads/export.csv': { access: 'staff', call: plain('/api/admin/leads/export.csv'), allowed: 200 },
  'GET /api/admin/leads/:id': { access: 'staff', call: ({ leadId }) => ({ url: `/api/admin/leads/${leadId}` }), allowed: 200 },
  'PATCH /api/admin/leads/:id/status': {
    access: 'staff',
    call: ({ leadId }) => ({ url: `/api/admin/leads/${leadId}/status`, body: {} }),
    allowed: 400,
  },
  'POST /api/admin/leads/:id/notes': {
    access: 'staff',
    call: ({ leadId }) => ({ url: `/api/admin/leads/${leadId}/notes`, body: {} }),
    allowed: 400,
  },
  // Without N8N_WEBHOOK_URL: the 409 that says so, and nothing is queued.
  'POST /api/admin/leads/:id/webhook-redeliveries': {
    access: 'staff',
    call: ({ leadId }) => ({ url: `/api/admin/leads/${leadId}/webhook-redeliveries` }),
    allowed: 409,
  },
  'POST /api/admin/leads/:id/emails/:emailId/resend': {
    access: 'staff',
    call: ({ leadId }) => ({ url: `/api/admin/leads/${leadId}/emails/00000000-0000-4000-8000-000000000000/resend` }),
    allowed: 404,
  },
  'GET /api/admin/leads/:id/workspace': {
    access: 'staff',
    call: ({ leadId }) => ({ url: `/api/admin/leads/${leadId}/workspace` }),
    allowed: 200,
  },
  'POST /api/admin/leads/:id/workspace': {
    access: 'staff',
    call: ({ leadId }) => ({ url: `/api/admin/leads/${leadId}/workspace`, body: { email: 'not an address' } }),
    allowed: 400,
  },
  'POST /api/admin/leads/:id/workspace/invitations': {
    access: 'staff',
    call: ({ leadId }) => ({ url: `/api/admin/leads/${leadId}/workspace/invitations`, body: { email: 'not an address' } }),
    allowed: 400,
  },
  'GET /api/admin/bookings': { access: 'staff', call: plain('/api/admin/bookings'), allowed: 200 },
  'GET /api/admin/bookings/:id/slots': {
    access: 'staff',
    call: plain('/api/admin/bookings/00000000-0000-4000-8000-000000000000/slots?date=2030-01-07'),
    allowed: 404,
  },
  'POST /api/admin/bookings/:id/move': {
    access: 'staff',
    call: empty('/api/admin/bookings/00000000-0000-4000-8000-000000000000/move'),
    allowed: 400,
  },
  'POST /api/admin/bookings/:id/cancel': {
    access: 'staff',
    call: () => ({ url: '/api/admin/bookings/00000000-0000-4000-8000-000000000000/cancel', body: {} }),
    allowed: 404,
  },
  'GET /api/admin/analytics': {
    access: 'staff',
    call: plain('/api/admin/analytics?funnel=quiz&from=2026-11-01&to=2026-11-30'),
    allowed: 200,
  },
  'GET /api/admin/n8n': { access: 'staff', call: plain('/api/admin/n8n'), allowed: 200 },
  'POST /api/admin/n8n/test': { access: 'staff', call: plain('/api/admin/n8n/test'), allowed: 409 },
  'GET /api/admin/data-requests': { access: 'staff', call: plain('/api/admin/data-requests'), allowed: 200 },

  // Last: they end the caller's sessions.
  'DELETE /api/account/sessions': { access: 'signed-in', call: plain('/api/account/sessions'), allowed: 204 },
  'POST /api/logout': { access: 'public', call: plain('/api/logout'), allowed: 204 },
}

const NOT_IN_COMPANY = { message: 'You are not part of a company' }
const OWNER_ONLY = { message: 'Only the company owner can do this' }

/** What `caller` must get from `row`: a status, and the body when it is a refusal. */
function expected(row: Row, caller: Caller, route: string): { status: number; body?: unknown } {
  const { access, allowed, foreign } = row
  if (access === 'public') return { status: allowed }
  if (access === 'staff') {
    const [method] = route.split(' ')
    const path = row.call(ids).url.split('?')[0]
    return caller === 'staff' ? { status: allowed } : { status: 404, body: { message: `Route ${method} ${path} not found` } }
  }
  if (caller === 'stranger') return { status: 401 }
  if (access === 'signed-in') return { status: allowed }
  // Staff belong to no company (docs/product.md#back-office).
  if (caller === 'lone' || caller === 'staff') return { status: 404, body: NOT_IN_COMPANY }
  if (access === 'owner' && caller === 'member') return { status: 403, body: OWNER_ONLY }
  if (caller === 'otherOwner' && foreign) return { status: 404 }
  return { status: allowed }
}

let app: FastifyInstance
let database: Database
let base: string
const routes: string[] = []
const cookies = {} as Record<Caller, string | undefined>
const credentials = {} as Record<'owner' | 'otherOwner', { email: string; password: string }>
let ownerCompanyId: string
let ids: Ids

beforeAll(async () => {
  database = await openTestDatabase()
  // Every route, the inbound webhooks too (test/app-routes.ts).
  const config = configWithEveryRoute()
  // This machine has no DNS: the webhook's host resolves to a public address here.
  const resolve = async () => [{ address: '93.184.216.34', family: 4 }]
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD' && route.url.startsWith('/api')) routes.push(`${method} ${route.url}`)
  }
  app = await buildApp({ config: { ...config, userUrls: { ...config.userUrls, resolve } }, database, logger: false, onRoute })
  base = await app.listen({ port: 0, host: '127.0.0.1' })

  const owner = await registerUser(app)
  const otherOwner = await registerUser(app)
  ownerCompanyId = owner.user.company_id
  credentials.owner = owner.input
  credentials.otherOwner = otherOwner.input
  cookies.owner = owner.cookie
  cookies.otherOwner = otherOwner.cookie
  cookies.member = await joinAsMember(app, owner.cookie)
  cookies.lone = await signInWithoutCompany()
  cookies.staff = (await signInAsStaff(app)).cookie
  for (const cookie of [owner.cookie, otherOwner.cookie])
    await requestJson(app, { method: 'PATCH', url: '/api/onboarding/progress', body: INITIAL_PROGRESS, cookie })
  // Four accounts, each with a slow password hash.
}, 120_000)
afterAll(async () => {
  await app.close()
  await database.close()
})

/** No flow makes a user without a company (decision 004): one is written directly, as a damaged row would be. */
async function signInWithoutCompany(): Promise<string> {
  const { email, username } = uniqueUser()
  const [user] = await app.db.insert(users).values({ email, username, password_hash: 'x', company_id: null }).returning({ id: users.id })
  const { token } = await createSession(app.db, user!.id)
  return `sid=${token}`
}

/** The matrix ends with every caller's logout: the later tests sign the owners in again and make a new member. */
async function signInAgain(): Promise<void> {
  for (const caller of ['owner', 'otherOwner'] as const) {
    const { email, password } = credentials[caller]
    const response = await requestJson(app, { method: 'POST', url: '/api/login', body: { email, password }, ip: nextIp() })
    expect(response.statusCode, response.body).toBe(200)
    cookies[caller] = sessionCookie(response)
  }
  cookies.member = await joinAsMember(app, cookies.owner!)
}

/** Fresh rows of company A for the calls that name one: each owner row may delete or change its own. */
async function createCompanyRows(): Promise<Ids> {
  const [agent] = (
    await requestJson(app, { method: 'POST', url: '/api/agents/deploy', body: { agentIds: ['max'] }, cookie: cookies.owner })
  ).json()
  const key = (await requestJson(app, { method: 'POST', url: '/api/api-keys', body: { name: 'ci' }, cookie: cookies.owner })).json()
  const invitation = (
    await requestJson(app, { method: 'POST', url: '/api/invitations', body: { email: uniqueUser().email }, cookie: cookies.owner })
  ).json()
  const submission = (
    await requestJson(app, {
      method: 'POST',
      url: '/api/onboarding/submit',
      body: submissionOf('Acme'),
      cookie: cookies.owner,
      ip: nextIp(),
    })
  ).json()
  const lead = (
    await requestJson(app, { method: 'POST', url: '/api/quiz/submit', body: quizPayload({ company_name: 'Lead Co' }), ip: nextIp() })
  ).json()
  return { agentId: agent.id, keyId: key.id, invitationId: invitation.id, submissionId: submission.id, leadId: lead.id }
}

/** The stream stays open once it answers 200: its status is read from a real connection, which is then dropped. */
async function openStream(cookie?: string): Promise<{ status: number; body: unknown }> {
  const request = get(`${base}/api/agents/stream`, { agent: false, headers: cookie ? { cookie } : {} })
  const response = await new Promise<IncomingMessage>((resolve, reject) => request.once('response', resolve).once('error', reject))
  const status = response.statusCode!
  if (status === 200) {
    request.destroy()
    return { status, body: undefined }
  }
  let text = ''
  response.setEncoding('utf8')
  for await (const chunk of response) text += chunk
  return { status, body: JSON.parse(text) }
}

async function send(method: string, call: Call, cookie: string | undefined): Promise<{ status: number; body: unknown }> {
  if (call.url === '/api/agents/stream') return openStream(cookie)
  const response = await app.inject({
    method: method as 'GET',
    url: call.url,
    remoteAddress: nextIp(),
    headers: { ...(call.body === undefined ? {} : { 'content-type': 'application/json' }), ...call.headers, ...(cookie ? { cookie } : {}) },
    payload: call.payload ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
  })
  const json = response.headers['content-type']?.toString().startsWith('application/json')
  return { status: response.statusCode, body: json ? response.json() : undefined }
}

describe('the roles matrix', () => {
  it('has a row for every route under /api, and the app has a route for every row', () => {
    expect(routes.length).toBeGreaterThan(30)
    expect([...new Set(routes)].sort()).toEqual(Object.keys(ROUTES).sort())
  })

  // Before the matrix, which ends every caller's session: a session that is still good must not stand in for a signature.
  it('refuses an inbound webhook without its provider’s credential to every caller, signed in or not', async () => {
    expect(routes.filter((route) => route.includes(' /api/inbound/')).sort()).toEqual(Object.keys(UNSIGNED).sort())
    const mismatches: string[] = []
    for (const [route, call] of Object.entries(UNSIGNED))
      for (const caller of CALLERS) {
        const got = await send('POST', call(), cookies[caller])
        if (got.status !== 401 || Object.keys(got.body as object).join() !== 'message')
          mismatches.push(`${route} as ${caller}: got ${got.status} ${JSON.stringify(got.body)}`)
      }
    expect(mismatches).toEqual([])
  })

  it('answers every caller of every route as the matrix says', async () => {
    ids = await createCompanyRows()
    const mismatches: string[] = []
    for (const [route, row] of Object.entries(ROUTES)) {
      const method = route.split(' ')[0]!
      for (const caller of CALLERS) {
        const want = expected(row, caller, route)
        const got = await send(method, row.call(ids), cookies[caller])
        const bodyDiffers = want.body !== undefined && JSON.stringify(got.body) !== JSON.stringify(want.body)
        if (got.status !== want.status || bodyDiffers)
          mismatches.push(
            `${route} as ${caller}: wanted ${want.status} ${JSON.stringify(want.body ?? '')}, got ${got.status} ${JSON.stringify(got.body)}`,
          )
      }
    }
    expect(mismatches).toEqual([])
  })
})

describe('a member', () => {
  beforeAll(async () => {
    await signInAgain()
    ids = await createCompanyRows()
  })

  it('cannot submit the questionnaire: the company keeps its name', async () => {
    const before = await companyName()
    const refused = await send('POST', { url: '/api/onboarding/submit', body: submissionOf('Renamed by a member') }, cookies.member)
    expect(refused).toEqual({ status: 403, body: OWNER_ONLY })
    expect(await companyName()).toBe(before)
  })

  it('reads the agents but cannot deploy, pause or activate them', async () => {
    const count = (await app.db.select().from(agents).where(eq(agents.company_id, ownerCompanyId))).length
    const status = await agentStatus(ids.agentId)
    expect((await send('GET', { url: `/api/agents/${ids.agentId}` }, cookies.member)).status).toBe(200)
    expect((await send('POST', { url: '/api/agents/deploy', body: { agentIds: ['finn'] } }, cookies.member)).status).toBe(403)
    for (const next of ['paused', 'active'])
      expect((await send('PATCH', { url: `/api/agents/${ids.agentId}`, body: { status: next } }, cookies.member)).status).toBe(403)
    expect((await app.db.select().from(agents).where(eq(agents.company_id, ownerCompanyId))).length).toBe(count)
    expect(await agentStatus(ids.agentId)).toBe(status)
  })

  it('cannot manage API keys, the webhook or invitations, and sees the team without its invitations', async () => {
    for (const [method, call] of [
      ['POST', { url: '/api/api-keys', body: { name: 'mine' } }],
      ['DELETE', { url: `/api/api-keys/${ids.keyId}` }],
      ['PUT', { url: '/api/company/webhook', body: { url: 'https://n8n.example.com/mine' } }],
      ['DELETE', { url: '/api/company/webhook' }],
      ['POST', { url: '/api/invitations', body: { email: uniqueUser().email } }],
      ['DELETE', { url: `/api/invitations/${ids.invitationId}` }],
    ] as const)
      expect(await send(method, call, cookies.member), `${method} ${call.url}`).toEqual({ status: 403, body: OWNER_ONLY })
    const keys = (await send('GET', { url: '/api/api-keys' }, cookies.owner)).body as { id: string }[]
    expect(keys.map((key) => key.id)).toContain(ids.keyId)
    const team = (await send('GET', { url: '/api/team' }, cookies.member)).body as { invitations: unknown[]; members: unknown[] }
    expect(team.invitations).toEqual([])
    const ownersView = (await send('GET', { url: '/api/team' }, cookies.owner)).body as { invitations: { id: string }[] }
    expect(ownersView.invitations.map((invitation) => invitation.id)).toContain(ids.invitationId)
  })
})

describe("another company's owner", () => {
  it("can neither read nor change company A's agents: 404, and the agent is unchanged", async () => {
    const { agentId } = await createCompanyRows()
    const status = await agentStatus(agentId)
    for (const [method, call] of [
      ['GET', { url: `/api/agents/${agentId}` }],
      ['GET', { url: `/api/agents/${agentId}/activity` }],
      ['PATCH', { url: `/api/agents/${agentId}`, body: { status: 'paused' } }],
    ] as const)
      expect((await send(method, call, cookies.otherOwner)).status, `${method} ${call.url}`).toBe(404)
    const theirs = (await send('GET', { url: '/api/agents' }, cookies.otherOwner)).body as { id: string }[]
    expect(theirs.map((agent) => agent.id)).not.toContain(agentId)
    expect(await agentStatus(agentId)).toBe(status)
  })
})

async function companyName(): Promise<string> {
  const [company] = await app.db.select({ name: companies.name }).from(companies).where(eq(companies.id, ownerCompanyId))
  return company!.name
}

async function agentStatus(agentId: string): Promise<string> {
  const [agent] = await app.db.select({ status: agents.status }).from(agents).where(eq(agents.id, agentId))
  return agent!.status
}
