import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '@/server/test/test-app'
import { nextIp, requestJson } from '@/server/test/http'
import { funnelStepViews } from './schema'
import { STEP_VIEW_LIMIT } from './step-view-routes'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const view = (overrides: Record<string, unknown> = {}) => ({
  visit_id: randomUUID(),
  funnel: 'quiz',
  step: 'basic-info',
  step_index: 0,
  ...overrides,
})
const post = (body: unknown, ip = nextIp()) => requestJson(app, { method: 'POST', url: '/api/analytics/step-views', body, ip })
const storedFor = (visitId: string) => app.db.select().from(funnelStepViews).where(eq(funnelStepViews.visit_id, visitId))

describe('POST /api/analytics/step-views', () => {
  it('stores a step view and answers 204', async () => {
    const body = view({ step: 'current-tools', step_index: 2, stage: 'tools-audit', ref: 'newsletter', industry: 'gym' })
    const response = await post(body)
    expect(response.statusCode, response.body).toBe(204)
    expect(response.body).toBe('')
    const [row] = await storedFor(body.visit_id)
    expect(row).toMatchObject({
      funnel: 'quiz',
      step: 'current-tools',
      step_index: 2,
      stage: 'tools-audit',
      ref: 'newsletter',
      industry: 'gym',
    })
    expect(row!.viewed_at).toBeInstanceOf(Date)
  })

  it("accepts each funnel's own steps and its completion, without a source", async () => {
    for (const body of [
      view({ funnel: 'demo', step: 'scheduling', step_index: 6 }),
      view({ funnel: 'improved', step: 'personalization', step_index: 5, industry: 'saas' }),
      view({ step: 'complete', step_index: 6, stage: '', ref: '' }),
    ]) {
      expect((await post(body)).statusCode).toBe(204)
      const [row] = await storedFor(body.visit_id)
      expect(row).toMatchObject({ funnel: body.funnel, step: body.step })
      if (body.step === 'complete') expect(row).toMatchObject({ stage: null, ref: null, industry: null })
    }
  })

  it('refuses what is not a step view of a funnel with 400 and stores nothing', async () => {
    for (const body of [
      view({ step: 'quick-start' }),
      view({ step: 'not-a-step' }),
      view({ funnel: 'checkout' }),
      view({ visit_id: 'not-a-uuid' }),
      view({ step_index: -1 }),
      view({ step_index: 1.5 }),
      view({ industry: 'a-free-text-answer' }),
      view({ funnel: 'demo', step: 'contact-company', industry: 'gym' }),
      view({ ref: 'r'.repeat(101) }),
      view({ stage: 'x\u0000y' }),
      view({ ref: 'x\ud800y' }),
      view({ step: undefined }),
    ]) {
      const response = await post(body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().message).toEqual(expect.any(String))
      const visitId: string = body.visit_id
      if (visitId !== 'not-a-uuid') expect(await storedFor(visitId)).toEqual([])
    }
  })

  it('refuses a text/plain body, which a cross-site form could send, with 415', async () => {
    const body = view()
    const response = await app.inject({
      method: 'POST',
      url: '/api/analytics/step-views',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(body),
    })
    expect(response.statusCode).toBe(415)
    expect(await storedFor(body.visit_id)).toEqual([])
  })

  it('limits each address, counting refused calls too', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < STEP_VIEW_LIMIT.max; i += 1) statuses.push((await post({}, ip)).statusCode)
    expect(statuses.every((status) => status === 400)).toBe(true)
    const body = view()
    const refused = await post(body, ip)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toEqual(expect.any(String))
    expect(await storedFor(body.visit_id)).toEqual([])
  })
})
