import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from './rate-limits'
import { nextIp, requestJson } from '@/server/test/http'
import { quizPayload } from '@/server/test/quiz-fixtures'
import { createTestApp } from '@/server/test/test-app'

// buildApp({ rateLimits: false }) is what the bench runs (docs/decisions/035); every other app keeps the limits,
// which the route tests check (quiz.test.ts, auth.test.ts).
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp({}, { rateLimits: false }))
})
afterAll(() => close())

describe('rate limits lifted for the bench', () => {
  it('lets one address submit the quiz past the per-IP limit', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let index = 0; index <= LIMITS.quizSubmitPerIp.max; index += 1) {
      statuses.push((await requestJson(app, { method: 'POST', url: '/api/quiz/submit', body: quizPayload(), ip })).statusCode)
    }
    expect(statuses.every((status) => status === 201)).toBe(true)
  })

  it('answers a wrong password with 401, never 429, past the failed sign-in limit', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let index = 0; index <= LIMITS.loginFailuresPerEmail.max; index += 1) {
      statuses.push(
        (
          await requestJson(app, {
            method: 'POST',
            url: '/api/login',
            body: { email: 'nobody@example.com', password: 'wrong-password-1' },
            ip,
          })
        ).statusCode,
      )
    }
    expect(statuses.every((status) => status === 401)).toBe(true)
  })
})
