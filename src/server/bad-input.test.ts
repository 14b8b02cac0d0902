import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeys, companies, invitations, users } from '@/server/modules/accounts'
import { onboardingProgress } from '@/server/modules/onboarding'
import { demoBookings, demoLeads } from '@/server/modules/funnels'
import { agentEvents } from '@/server/modules/runtime'
import { createTestApp } from './test/test-app'
import { nextIp, registerUser } from './test/http'

let app: FastifyInstance
let close: () => Promise<void>
let cookie: string
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
  ;({ cookie } = await registerUser(app))
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
