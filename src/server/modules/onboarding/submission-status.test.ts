import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSubmission } from '@/shared/formulas/onboarding'
import { createDefaultOnboardingForm } from '@/shared/formulas/onboarding-defaults'
import { emailMessages } from '@/server/platform/mail/schema'
import { createTestApp } from '@/server/test/test-app'
import { joinAsMember, nextIp, registerUser, requestJson } from '@/server/test/http'
import { markUserVerified } from '@/server/test/verified-user'
import { planEmailKey } from './submission-status'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const CONTEXT = { now: new Date('2026-12-01T10:00:00Z'), startedAt: null, referralSource: 'direct', userAgent: '' }

async function submitAsNewOwner() {
  const owner = await registerUser(app)
  await markUserVerified(app, owner.user.id)
  const form = createDefaultOnboardingForm()
  form.company = { name: 'Acme', website: '', industry: 'retail' }
  form.onboarding.contact_email = owner.user.email
  const response = await requestJson(app, {
    method: 'POST',
    url: '/api/onboarding/submit',
    body: buildSubmission(form, CONTEXT),
    cookie: owner.cookie,
    ip: nextIp(),
  })
  expect(response.statusCode, response.body).toBe(201)
  return { owner, id: response.json<{ id: string }>().id }
}

const getStatus = (cookie: string | undefined, id: string) =>
  requestJson(app, { url: `/api/onboarding/submissions/${id}`, cookie, ip: nextIp() })

describe('GET /api/onboarding/submissions/:id', () => {
  it("reports the plan e-mail of the company's submission, to owners and members alike", async () => {
    const { owner, id } = await submitAsNewOwner()
    const response = await getStatus(owner.cookie, id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ id, submitted_at: expect.any(String), email: { status: 'queued', message: null } })

    const member = await joinAsMember(app, owner.cookie)
    expect((await getStatus(member, id)).statusCode).toBe(200)

    await app.db
      .update(emailMessages)
      .set({ status: 'captured' })
      .where(eq(emailMessages.dedupe_key, planEmailKey(id)))
    expect((await getStatus(owner.cookie, id)).json().email).toEqual({ status: 'sent', message: null })
  })

  it('says when the plan is held or was refused by the daily limit', async () => {
    const { owner, id } = await submitAsNewOwner()
    await app.db
      .update(emailMessages)
      .set({ status: 'held', to: 'ann@acme.example' })
      .where(eq(emailMessages.dedupe_key, planEmailKey(id)))
    expect((await getStatus(owner.cookie, id)).json().email).toEqual({
      status: 'held',
      message: 'The automation plan goes to ann@acme.example once you confirm your e-mail address.',
    })
    await app.db.delete(emailMessages).where(eq(emailMessages.dedupe_key, planEmailKey(id)))
    expect((await getStatus(owner.cookie, id)).json().email).toEqual({
      status: 'not-sent',
      message: expect.stringContaining('Daily e-mail limit'),
    })
  })

  it("answers 404 for another company's submission or an unknown one, 400 for a bad id, 401 signed out", async () => {
    const { id } = await submitAsNewOwner()
    const stranger = await registerUser(app)
    expect((await getStatus(stranger.cookie, id)).statusCode).toBe(404)
    expect((await getStatus(stranger.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await getStatus(stranger.cookie, 'not-a-uuid')).statusCode).toBe(400)
    expect((await getStatus(undefined, id)).statusCode).toBe(401)
  })
})
