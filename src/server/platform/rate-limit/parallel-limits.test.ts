// @both-databases: limits reserved under parallel requests on a connection pool
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from './rate-limits'
import { nextIp, requestJson, uniqueUser } from '@/server/test/http'
import { quizPayload, submitQuiz } from '@/server/test/quiz-fixtures'
import { createTestApp } from '@/server/test/test-app'
import { VALID_IMPROVED_ASSESSMENT } from '@/shared/schemas/improved-assessment.fixture'

// Every per-address limit takes its slot before the route's work, in one statement (docs/decisions/076): of N requests
// sent at once from one address, exactly the limit's max get through, however the database interleaves them.
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

type Call = { method?: 'POST'; url: string; body: unknown }

/** Sends every call at once from one address and tallies the answers by status. */
async function sendAtOnce(calls: Call[]): Promise<{ statuses: Record<number, number>; limited: LightMyRequestResponse }> {
  const ip = nextIp()
  const responses = await Promise.all(calls.map((call) => requestJson(app, { method: 'POST', ...call, ip })))
  const statuses: Record<number, number> = {}
  for (const response of responses) statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1
  return { statuses, limited: responses.find((response) => response.statusCode === 429)! }
}

const times = <T>(count: number, make: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => make(index))

describe('per-address limits under parallel requests', () => {
  it('quiz submit: 20 of 60', async () => {
    const { statuses, limited } = await sendAtOnce(times(60, () => ({ url: '/api/quiz/submit', body: quizPayload() })))
    expect(statuses).toEqual({ 201: LIMITS.quizSubmitPerIp.max, 429: 40 })
    expect(limited.json().message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('improved assessment: 10 of 30', async () => {
    // IMPROVED_SUBMIT_LIMIT of the funnels module, 10 a minute (docs/product.md#limits); the platform imports no module.
    const { statuses } = await sendAtOnce(times(30, () => ({ url: '/api/onboarding/improved', body: VALID_IMPROVED_ASSESSMENT })))
    expect(statuses).toEqual({ 201: 10, 429: 20 })
  })

  it('quiz follow-ups: 60 of 180, both routes sharing one limit', async () => {
    const submissionId = await submitQuiz(app)
    const webhook = { url: '/api/webhook/n8n', body: { submissionId } }
    const email = { url: '/api/email/post-quiz', body: { submissionId, templateId: 'post-quiz-instant' } }
    const { statuses } = await sendAtOnce(times(180, (index) => (index % 2 ? webhook : email)))
    expect(statuses).toEqual({ 202: LIMITS.quizFollowUpPerIp.max, 429: 120 })
  })

  it('register: 20 of 60', async () => {
    const { statuses } = await sendAtOnce(times(60, () => ({ url: '/api/register', body: uniqueUser() })))
    expect(statuses).toEqual({ 201: LIMITS.registerPerIp.max, 429: 40 })
  })

  it('invitation verify: 20 of 60', async () => {
    const body = (index: number) => ({
      invitation_token: `made-up-${index}`,
      full_name: 'Joiner',
      username: `joiner_${index}`,
      password: 'a-sturdy-passphrase',
    })
    const { statuses } = await sendAtOnce(times(60, (index) => ({ url: '/api/invitations/verify', body: body(index) })))
    expect(statuses).toEqual({ 400: LIMITS.verifyPerIp.max, 429: 40 })
  })
})
