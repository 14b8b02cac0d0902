// @both-databases: a limit under requests that arrive at once
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextIp, requestJson } from '@/server/test/http'
import { quizPayload, submitQuiz } from '@/server/test/quiz-fixtures'
import { createTestApp } from '@/server/test/test-app'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const results = (id: string, ip = nextIp()) => requestJson(app, { url: `/api/quiz/submissions/${encodeURIComponent(id)}`, ip })

describe('GET /api/quiz/submissions/:id (reopening the results, docs/decisions/088)', () => {
  it('answers the stored answers and estimate, without the contact’s name and address', async () => {
    const id = await submitQuiz(app, { company_name: 'Reopened Gym', hours_spent_weekly: 12 })
    const response = await results(id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const {
      contact_name: _name,
      contact_email: _email,
      ...expected
    } = quizPayload({ company_name: 'Reopened Gym', hours_spent_weekly: 12 })
    expect(response.json()).toEqual({ id, payload: { ...expected, submissionTimestamp: expect.any(String) } })
    expect(response.body).not.toContain('dana@irontemple.example')
    expect(response.body).not.toContain('Dana Lift')
  })

  it('answers 404 for an id nobody submitted and 400 for one that is not an id', async () => {
    const unknown = await results(randomUUID())
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Results not found' })
    for (const bad of ['not-an-id', '1', `${randomUUID()}x`]) {
      const response = await results(bad)
      expect(response.statusCode, bad).toBe(400)
      expect(response.json()).toHaveProperty('message')
    }
  })

  it('refuses a client that guesses ids past the limit', async () => {
    const ip = nextIp()
    const answers = await Promise.all(Array.from({ length: 70 }, () => results(randomUUID(), ip)))
    expect(answers.filter((answer) => answer.statusCode === 404)).toHaveLength(60)
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(10)
  })
})
