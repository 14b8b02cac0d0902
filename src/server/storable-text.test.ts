import { count } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { buildSubmission } from '@/shared/formulas/onboarding'
import { VALID_ASSESSMENT } from '@/shared/schemas/demo-assessment.fixture'
import { apiKeys, companies, users } from '@/server/modules/accounts'
import { demoBookings, demoLeads, improvedAssessments, quizSubmissions } from '@/server/modules/funnels'
import { onboardingSubmissions } from '@/server/modules/onboarding'
import { agentEvents } from '@/server/modules/runtime'
import { quizPayload } from './test/quiz-fixtures'
import { createTestApp } from './test/test-app'
import { nextIp, registerUser, uniqueUser } from './test/http'
import { VALID_IMPROVED_ASSESSMENT } from '@/shared/schemas/improved-assessment.fixture'
import { submittableOnboardingForm } from '@/server/test/onboarding-submission'

// PostgreSQL's text and jsonb cannot hold U+0000, and jsonb refuses a lone UTF-16 surrogate (text silently turns it
// into U+FFFD): each is refused by the shared schemas with a field message, never by the database with a 500.

let app: FastifyInstance
let close: () => Promise<void>
let cookie: string
beforeAll(async () => {
  // Private addresses allowed, so a webhook URL on 127.0.0.1 passes its target check and reaches the database.
  ;({ app, close } = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' }))
  ;({ cookie } = await registerUser(app))
})
afterAll(() => close())

const BAD_TEXT = { NUL: 'x\u0000y', 'a lone high surrogate': 'x\ud800y', 'a lone low surrogate': 'x\udc00y' }

function futureWeekday(): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + 10)
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1)
  return date.toISOString().slice(0, 10)
}

function onboardingWith(mutate: (payload: ReturnType<typeof buildSubmission>) => void) {
  const form = submittableOnboardingForm()
  form.privacy.analyticsConsent = true
  const payload = buildSubmission(form, {
    now: new Date(),
    startedAt: Date.now() - 60_000,
    referralSource: 'direct',
    userAgent: 'Mozilla/5.0 Test',
  })
  mutate(payload)
  return payload
}

type Case = { name: string; method: 'POST' | 'PUT'; url: string; signedIn?: boolean; path: string; body: (text: string) => unknown }

const CASES: Case[] = [
  {
    name: 'quiz answer',
    method: 'POST',
    url: '/api/quiz/submit',
    path: 'primary_goal',
    body: (text) => quizPayload({ primary_goal: text }),
  },
  {
    name: 'quiz list item',
    method: 'POST',
    url: '/api/quiz/submit',
    path: 'current_tools.1',
    body: (text) => quizPayload({ current_tools: ['Mindbody', text] }),
  },
  {
    name: 'demo assessment',
    method: 'POST',
    url: '/api/demo/assessments',
    path: 'workflow_and_tasks',
    body: (text) => ({ ...VALID_ASSESSMENT, workflow_and_tasks: `We copy orders by hand every day ${text}` }),
  },
  {
    name: 'demo booking contact_name',
    method: 'POST',
    url: '/api/demo/bookings',
    path: 'contact_name',
    body: (text) => ({ date: futureWeekday(), slot: '10:00', time_zone: 'UTC', contact_email: 'ada@example.com', contact_name: text }),
  },
  {
    name: 'demo booking company_name',
    method: 'POST',
    url: '/api/demo/bookings',
    path: 'company_name',
    body: (text) => ({ date: futureWeekday(), slot: '11:00', time_zone: 'UTC', contact_email: 'ada@example.com', company_name: text }),
  },
  {
    name: 'improved assessment',
    method: 'POST',
    url: '/api/onboarding/improved',
    path: 'contact_role',
    body: (text) => ({ ...VALID_IMPROVED_ASSESSMENT, contact_role: `Manager ${text}` }),
  },
  {
    name: 'onboarding answer',
    method: 'POST',
    url: '/api/onboarding/submit',
    signedIn: true,
    path: 'onboarding.pain_points',
    body: (text) => onboardingWith((payload) => (payload.onboarding.pain_points = text)),
  },
  {
    name: 'onboarding website',
    method: 'POST',
    url: '/api/onboarding/submit',
    signedIn: true,
    path: 'company.website',
    body: (text) => onboardingWith((payload) => (payload.company.website = `https://acme.example/${text}`)),
  },
  {
    name: 'onboarding user agent',
    method: 'POST',
    url: '/api/onboarding/submit',
    signedIn: true,
    path: 'metadata.user_agent',
    body: (text) => onboardingWith((payload) => (payload.metadata.user_agent = text)),
  },
  {
    name: 'event data value',
    method: 'POST',
    url: '/api/events',
    signedIn: true,
    path: 'data.message',
    body: (text) => ({ type: 'lead.created', data: { ...EVENT_EXAMPLES['lead.created'][0], message: text } }),
  },
  {
    name: 'event data key',
    method: 'POST',
    url: '/api/events',
    signedIn: true,
    path: 'data.fields',
    body: (text) => ({ type: 'form.submitted', data: { ...EVENT_EXAMPLES['form.submitted'][0], fields: { [text]: 'yes' } } }),
  },
  {
    name: 'event data list item',
    method: 'POST',
    url: '/api/events',
    signedIn: true,
    path: 'data.skills.0',
    body: (text) => ({ type: 'application.received', data: { ...EVENT_EXAMPLES['application.received'][0], skills: [text] } }),
  },
  {
    name: 'event idempotency_key',
    method: 'POST',
    url: '/api/events',
    signedIn: true,
    path: 'idempotency_key',
    body: (text) => ({ type: 'lead.created', data: EVENT_EXAMPLES['lead.created'][0], idempotency_key: text }),
  },
  {
    name: 'company webhook URL',
    method: 'PUT',
    url: '/api/company/webhook',
    signedIn: true,
    path: 'url',
    body: (text) => ({ url: `http://127.0.0.1/hooks/${text}` }),
  },
  { name: 'API key name', method: 'POST', url: '/api/api-keys', signedIn: true, path: 'name', body: (text) => ({ name: text }) },
  {
    name: 'full name at registration',
    method: 'POST',
    url: '/api/register',
    path: 'full_name',
    body: (text) => ({ ...uniqueUser(), full_name: text }),
  },
]

const TABLES = [
  quizSubmissions,
  demoLeads,
  demoBookings,
  improvedAssessments,
  onboardingSubmissions,
  agentEvents,
  apiKeys,
  users,
  companies,
]
const rowCounts = () => Promise.all(TABLES.map(async (table) => (await app.db.select({ n: count() }).from(table))[0]!.n))

describe('text PostgreSQL cannot store: 400 with a field message, nothing written', () => {
  for (const testCase of CASES) {
    for (const [kind, text] of Object.entries(BAD_TEXT)) {
      it(`${testCase.name} with ${kind}`, async () => {
        const before = await rowCounts()
        const response = await app.inject({
          method: testCase.method,
          url: testCase.url,
          headers: { 'content-type': 'application/json', ...(testCase.signedIn ? { cookie } : {}) },
          payload: JSON.stringify(testCase.body(text)),
          remoteAddress: nextIp(),
        })
        expect(response.statusCode, response.body).toBe(400)
        expect(response.json().issues).toContainEqual({
          path: testCase.path,
          message: 'Remove the invisible control characters from this text',
        })
        expect(await rowCounts()).toEqual(before)
      })
    }
  }

  it('still stores the same bodies with ordinary text, emoji (surrogate pairs) included', async () => {
    for (const testCase of CASES) {
      const response = await app.inject({
        method: testCase.method,
        url: testCase.url,
        headers: { 'content-type': 'application/json', ...(testCase.signedIn ? { cookie } : {}) },
        payload: JSON.stringify(testCase.body('Zoë 😀 ok')),
        remoteAddress: nextIp(),
      })
      expect(response.statusCode, `${testCase.name}: ${response.body}`).toBeLessThan(300)
    }
  })
})
