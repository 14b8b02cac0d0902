import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { buildSubmission } from '@/shared/formulas/onboarding'
import { createDefaultOnboardingForm } from '@/shared/formulas/onboarding-defaults'
import { VALID_ASSESSMENT } from '@/shared/schemas/demo-assessment.fixture'
import { apiKeys, companies, invitations, users } from '@/server/modules/accounts'
import { onboardingProgress } from '@/server/modules/onboarding'
import { demoBookings, demoLeads } from '@/server/modules/funnels'
import { agentEvents } from '@/server/modules/runtime'
import { createTestApp } from './test/test-app'
import { nextIp, registerUser, requestJson } from './test/http'
import { quizPayload, submitQuiz } from './test/quiz-fixtures'
import { VALID_IMPROVED_ASSESSMENT } from '@/shared/schemas/improved-assessment.fixture'

let app: FastifyInstance
let close: () => Promise<void>
let cookie: string
let agentId: string
let submissionId: string
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
  ;({ cookie } = await registerUser(app))
  agentId = (await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie, body: { agentIds: ['max'] } })).json()[0].id
  submissionId = await submitQuiz(app)
})
afterAll(() => close())

const ENDPOINTS = [
  { method: 'POST', url: '/api/register' },
  { method: 'POST', url: '/api/login' },
  { method: 'POST', url: '/api/invitations/verify' },
  { method: 'POST', url: '/api/invitations', signedIn: true },
  { method: 'PATCH', url: '/api/onboarding/progress', signedIn: true },
  { method: 'POST', url: '/api/demo/assessments' },
  { method: 'POST', url: '/api/demo/bookings' },
  { method: 'POST', url: '/api/events', signedIn: true },
  { method: 'POST', url: '/api/api-keys', signedIn: true },
  { method: 'PUT', url: '/api/company/webhook', signedIn: true },
] as const

async function rowCounts() {
  const tables = [users, companies, invitations, onboardingProgress, demoLeads, demoBookings, agentEvents, apiKeys]
  return Promise.all(tables.map(async (table) => (await app.db.select({ n: count() }).from(table))[0]!.n))
}

function send(endpoint: (typeof ENDPOINTS)[number], payload: string) {
  return app.inject({
    method: endpoint.method,
    url: endpoint.url,
    headers: { 'content-type': 'application/json', ...('signedIn' in endpoint ? { cookie } : {}) },
    payload,
    remoteAddress: nextIp(),
  })
}

const FIXED_CASES: [string, string][] = [
  ['empty object', '{}'],
  ['array', '[]'],
  ['null', 'null'],
  ['number', '42'],
  ['malformed', '{"email": "a@b.co",'],
  ['wrong types', '{"email": 1, "password": true, "username": [], "invitation_token": {}, "current_step": 3, "steps_completed": "x"}'],
  [
    'unknown field',
    '{"email": "x@example.com", "password": "long-enough-1", "username": "someone", "invitation_token": "t", "current_step": "welcome", "steps_completed": [], "is_admin": true}',
  ],
  ['prototype key', '{"__proto__": {"role": "owner"}}'],
  ['huge string', JSON.stringify({ email: `${'a'.repeat(15_000)}@example.com`, password: 'x' })],
  [
    'control characters',
    JSON.stringify({ email: 'a\u0000@example.com', username: 'ab\u0007cd', password: 'pass\u0000word', full_name: 'x\u0001' }),
  ],
  ['SQL in text', JSON.stringify({ email: "x'; drop table users; --@example.com", username: "a'--", password: "' or 1=1 --" })],
  ['HTML in text', JSON.stringify({ email: '<script>@example.com', username: '<b>hi</b>', password: '<img src=x onerror=alert(1)>' })],
  ['non-Latin text', JSON.stringify({ email: 'пользователь@пример', username: 'ユーザー', password: '密码' })],
  ['numbers out of range', JSON.stringify({ current_step: 1e308, steps_completed: [Number.MAX_SAFE_INTEGER] })],
]

describe('bad input on every endpoint: 4xx JSON, nothing written, never a 500', () => {
  it('holds for the fixed cases', async () => {
    const before = await rowCounts()
    for (const endpoint of ENDPOINTS) {
      for (const [name, payload] of FIXED_CASES) {
        const response = await send(endpoint, payload)
        expect(response.statusCode, `${endpoint.url} ${name}: ${response.body}`).toBeGreaterThanOrEqual(400)
        expect(response.statusCode, `${endpoint.url} ${name}`).toBeLessThan(500)
        expect(typeof response.json().message, `${endpoint.url} ${name}`).toBe('string')
      }
    }
    expect(await rowCounts()).toEqual(before)
  })

  it('holds for generated JSON documents', async () => {
    const before = await rowCounts()
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), fc.jsonValue({ maxDepth: 3 }), async (endpoint, value) => {
        const response = await send(endpoint, JSON.stringify(value))
        expect(response.statusCode).toBeGreaterThanOrEqual(400)
        expect(response.statusCode).toBeLessThan(500)
        expect(typeof response.json().message).toBe('string')
      }),
      { numRuns: 150 },
    )
    expect(await rowCounts()).toEqual(before)
  })

  it('holds for generated field values of the right shape', async () => {
    const text = fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 60 }), fc.constant(''))
    await fc.assert(
      fc.asyncProperty(fc.record({ email: text, password: fc.string({ maxLength: 7 }), username: text }), async (fields) => {
        const response = await send(ENDPOINTS[0], JSON.stringify(fields))
        expect(response.statusCode).toBe(400)
      }),
      { numRuns: 60 },
    )
  })
})

// Every string of every endpoint, one at a time, and every object's keys, get full-Unicode text: any code point,
// NUL and lone UTF-16 surrogates included (PostgreSQL stores neither). Each answer is below 500.

const codeUnit = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)) },
  { weight: 1, arbitrary: fc.constant('\u0000') },
)
const anyText = fc.string({ unit: codeUnit, maxLength: 24 })

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Target = { method: 'GET' | 'POST' | 'PATCH' | 'PUT'; url: string; signedIn?: boolean; query?: Record<string, string>; body?: Json }

function futureWeekday(): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + 20)
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

/** A valid request of every endpoint that takes text, which the generators then spoil one string at a time. */
function validTargets(): Target[] {
  const onboarding = buildSubmission(createDefaultOnboardingForm(), {
    now: new Date(),
    startedAt: null,
    referralSource: 'direct',
    userAgent: 'Mozilla/5.0',
  })
  onboarding.privacy.analyticsConsent = true
  onboarding.metadata.user_agent = 'Mozilla/5.0'
  const events = (['lead.created', 'form.submitted', 'application.received', 'ticket.created'] as const).map((type): Target => ({
    method: 'POST',
    url: '/api/events',
    signedIn: true,
    body: { type, data: EVENT_EXAMPLES[type][0] as Json, idempotency_key: 'key-1' },
  }))
  return [
    {
      method: 'POST',
      url: '/api/register',
      body: { email: 'fuzz@example.com', username: 'fuzz', password: 'Tr0ub4dor&3', full_name: 'F', company_name: 'C' },
    },
    { method: 'POST', url: '/api/login', body: { email: 'fuzz@example.com', password: 'Tr0ub4dor&3' } },
    { method: 'POST', url: '/api/invitations/verify', body: { invitation_token: 'token', username: 'fuzz', password: 'Tr0ub4dor&3' } },
    { method: 'POST', url: '/api/invitations', signedIn: true, body: { email: 'invitee@example.com' } },
    { method: 'PATCH', url: '/api/onboarding/progress', signedIn: true, body: { current_step: 'welcome', steps_completed: ['welcome'] } },
    { method: 'POST', url: '/api/onboarding/submit', signedIn: true, body: onboarding as unknown as Json },
    {
      method: 'POST',
      url: '/api/onboarding/improved',
      body: { ...VALID_IMPROVED_ASSESSMENT, custom_investment: '5000', preferred_contact: 'phone', phone: '+1 555 0100', website_url: '' },
    },
    { method: 'POST', url: '/api/demo/assessments', body: { ...VALID_ASSESSMENT, fax_number: '' } as Json },
    {
      method: 'POST',
      url: '/api/demo/bookings',
      body: {
        date: futureWeekday(),
        slot: '10:00',
        time_zone: 'UTC',
        contact_email: 'ada@example.com',
        contact_name: 'Ada',
        company_name: 'AE',
      },
    },
    { method: 'GET', url: '/api/demo/slots', query: { date: futureWeekday(), time_zone: 'Europe/Berlin' } },
    { method: 'POST', url: '/api/quiz/submit', body: { ...quizPayload(), website: '' } as Json },
    { method: 'GET', url: '/api/quiz/report/download', query: { company: 'Acme', submission: submissionId } },
    { method: 'POST', url: '/api/webhook/n8n', body: { submissionId, industry: 'gym', stageFlag: 'organic', leadSource: 'quiz-funnel' } },
    {
      method: 'POST',
      url: '/api/email/post-quiz',
      body: {
        submissionId,
        templateId: 'post_quiz_roadmap',
        variables: { name: 'Dana', industry: 'gym', roiEstimate: 260, recommendedWorkflows: ['Check-in'] },
      },
    },
    ...events,
    { method: 'POST', url: '/api/api-keys', signedIn: true, body: { name: 'n8n' } },
    { method: 'PUT', url: '/api/company/webhook', signedIn: true, body: { url: 'https://hooks.example.com/agent' } },
    { method: 'POST', url: '/api/agents/deploy', signedIn: true, body: { agentIds: ['max'] } },
    { method: 'PATCH', url: `/api/agents/${agentId}`, signedIn: true, body: { status: 'active' } },
    { method: 'GET', url: '/api/agents/signals', signedIn: true, query: { cursor: 'x' } },
    { method: 'GET', url: `/api/agents/${agentId}/activity`, signedIn: true, query: { cursor: 'x' } },
  ]
}

/** Where text can go: each string value (by path) and each object (a new key). */
type Spot = { target: Target; path: (string | number)[]; as: 'value' | 'key' }

function spotsOf(target: Target): Spot[] {
  if (target.query) return Object.keys(target.query).map((name) => ({ target, path: [name], as: 'value' as const }))
  const spots: Spot[] = []
  const walk = (value: Json, path: (string | number)[]) => {
    if (typeof value === 'string') spots.push({ target, path, as: 'value' })
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]))
    else if (value && typeof value === 'object') {
      spots.push({ target, path, as: 'key' })
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key])
    }
  }
  walk(target.body ?? null, [])
  return spots
}

function place({ target, path, as }: Spot, text: string): Json {
  const root = structuredClone(target.query ?? target.body ?? null) as Json
  let holder = root as Record<string | number, Json>
  for (const step of as === 'key' ? path : path.slice(0, -1)) holder = holder[step] as Record<string | number, Json>
  if (as === 'key') holder[text] = 'x'
  else holder[path.at(-1)!] = text
  return root
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

function sendAt(spot: Spot, text: string) {
  const value = place(spot, text)
  const { target } = spot
  const query = target.query
    ? `?${Object.entries(value as Record<string, string>)
        .map(([name, item]) => `${name}=${percentEncode(item)}`)
        .join('&')}`
    : ''
  return app.inject({
    method: target.method,
    url: `${target.url}${query}`,
    headers: { ...(target.body ? { 'content-type': 'application/json' } : {}), ...(target.signedIn ? { cookie } : {}) },
    payload: target.body ? JSON.stringify(value) : undefined,
    remoteAddress: nextIp(),
  })
}

describe('full-Unicode text in every field of every endpoint', () => {
  it('never answers 5xx, NUL and lone surrogates included', async () => {
    const spots = validTargets().flatMap(spotsOf)
    const failures: string[] = []
    const check = async (spot: Spot, text: string) => {
      const response = await sendAt(spot, text)
      const ok = response.statusCode < 500 && (response.statusCode < 400 || typeof response.json().message === 'string')
      if (!ok) failures.push(`${spot.target.method} ${spot.target.url} ${spot.as} ${spot.path.join('.')} ${JSON.stringify(text)}`)
      return ok
    }
    // Every spot gets NUL and a lone surrogate (high or low in turn), sixteen requests at a time to keep the file fast.
    const fixed = spots.flatMap((spot, index): [Spot, string][] => [
      [spot, 'x\u0000y'],
      [spot, index % 2 ? 'x\ud800y' : 'x\udfffy'],
    ])
    const workers = Array.from({ length: 16 }, async () => {
      for (let next = fixed.shift(); next; next = fixed.shift()) await check(...next)
    })
    await Promise.all(workers)
    expect(failures).toEqual([])
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...spots), anyText, async (spot, text) => {
        expect(await check(spot, text)).toBe(true)
      }),
      { numRuns: 100 },
    )
  })
})
