import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '@/server/test/test-app'
import { registerUser, requestJson } from '@/server/test/http'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

describe('onboarding progress', () => {
  it('is null until created, then reads back what was saved, per company', async () => {
    const owner = await registerUser(app)
    expect((await requestJson(app, { url: '/api/onboarding/progress', cookie: owner.cookie })).json()).toBeNull()
    const created = await requestJson(app, {
      method: 'PATCH',
      url: '/api/onboarding/progress',
      body: { current_step: 'welcome', steps_completed: [] },
      cookie: owner.cookie,
    })
    expect(created.statusCode).toBe(200)
    const updated = await requestJson(app, {
      method: 'PATCH',
      url: '/api/onboarding/progress',
      body: { current_step: 'tools-integration', steps_completed: ['welcome', 'company-profile', 'welcome'] },
      cookie: owner.cookie,
    })
    expect(updated.json()).toEqual({ current_step: 'tools-integration', steps_completed: ['welcome', 'company-profile'] })
    const read = await requestJson(app, { url: '/api/onboarding/progress', cookie: owner.cookie })
    expect(read.json()).toEqual(updated.json())

    const other = await registerUser(app)
    expect((await requestJson(app, { url: '/api/onboarding/progress', cookie: other.cookie })).json()).toBeNull()
  })

  it('refuses unknown steps and unknown fields without writing', async () => {
    const owner = await registerUser(app)
    for (const body of [
      { current_step: 'launch', steps_completed: [] },
      { current_step: 'welcome', steps_completed: ['nope'] },
      { current_step: 'welcome', steps_completed: [], company_id: 'x' },
      { current_step: 'welcome' },
    ]) {
      const response = await requestJson(app, { method: 'PATCH', url: '/api/onboarding/progress', body, cookie: owner.cookie })
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().message).toEqual(expect.any(String))
    }
    expect((await requestJson(app, { url: '/api/onboarding/progress', cookie: owner.cookie })).json()).toBeNull()
  })

  it('requires a session', async () => {
    expect((await requestJson(app, { url: '/api/onboarding/progress' })).statusCode).toBe(401)
  })
})
