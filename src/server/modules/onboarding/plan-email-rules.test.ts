// @both-databases: plan e-mails that arrive at once against their limit
import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailMessages } from '@/server/platform/mail/schema'
import { createTestApp } from '@/server/test/test-app'
import { nextIp, registerUser, requestJson } from '@/server/test/http'
import { planSubmission } from '@/server/test/onboarding-submission'
import { markUserVerified } from '@/server/test/verified-user'
import { onboardingSubmissions } from './schema'

// A small daily limit, so the test reaches it (docs/decisions/083).
const DAILY_LIMIT = 3
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp({ COMPANY_EMAILS_PER_DAY: String(DAILY_LIMIT) }))
})
afterAll(() => close())

const submit = (cookie: string, body: unknown) =>
  requestJson(app, { method: 'POST', url: '/api/onboarding/submit', body, cookie, ip: nextIp() })
const planMail = (companyId: string) => app.db.select().from(emailMessages).where(eq(emailMessages.company_id, companyId))
const submissions = async (companyId: string) =>
  (await app.db.select({ n: count() }).from(onboardingSubmissions).where(eq(onboardingSubmissions.company_id, companyId)))[0]!.n

describe('the automation-plan e-mail of an account that has not proven its address', () => {
  it('is held when it goes to another address, and sent when it goes to the account’s own', async () => {
    const owner = await registerUser(app)
    const toOther = await submit(owner.cookie, planSubmission('someone@elsewhere.example'))
    expect(toOther.json().email).toEqual({
      status: 'held',
      message: 'The automation plan goes to someone@elsewhere.example once you confirm your e-mail address.',
    })
    const toOwn = await submit(owner.cookie, planSubmission(owner.input.email.toUpperCase()))
    expect(toOwn.json().email).toEqual({ status: 'queued', message: null })
    // The contact e-mail is required at submit (docs/decisions/091-questionnaire-prefill-and-required.md).
    const blank = await submit(owner.cookie, planSubmission(''))
    expect(blank.statusCode).toBe(400)
    const mail = await planMail(owner.user.company_id)
    expect(mail.map((row) => [row.to.toLowerCase(), row.status === 'held' ? 'held' : 'sent']).sort()).toEqual(
      [
        [owner.input.email, 'sent'],
        ['someone@elsewhere.example', 'held'],
      ].sort(),
    )
  })

  it('is sent to another address once the owner has proven theirs', async () => {
    const owner = await registerUser(app)
    await markUserVerified(app, owner.user.id)
    const response = await submit(owner.cookie, planSubmission('someone@elsewhere.example'))
    expect(response.json().email).toEqual({ status: 'queued', message: null })
  })
})

describe('the daily e-mail limit per company', () => {
  it('saves the submission past the limit but does not send its e-mail, and says why', async () => {
    const owner = await registerUser(app)
    await markUserVerified(app, owner.user.id)
    for (let index = 0; index < DAILY_LIMIT; index += 1) {
      expect((await submit(owner.cookie, planSubmission(owner.input.email))).json().email.status).toBe('queued')
    }
    const over = await submit(owner.cookie, planSubmission(owner.input.email))
    expect(over.statusCode).toBe(201)
    expect(over.json()).toMatchObject({
      version: DAILY_LIMIT + 1,
      email: { status: 'not-sent', message: `Daily e-mail limit of ${DAILY_LIMIT} reached for your company; it resets at 00:00 UTC` },
    })
    expect(await submissions(owner.user.company_id)).toBe(DAILY_LIMIT + 1)
    expect(await planMail(owner.user.company_id)).toHaveLength(DAILY_LIMIT)
    const status = await requestJson(app, { url: '/api/company/email-status', cookie: owner.cookie })
    expect(status.json()).toEqual({ email_verified: true, held: 0, sent_today: DAILY_LIMIT, daily_limit: DAILY_LIMIT })
    // Another company has its own count.
    const other = await registerUser(app)
    expect((await submit(other.cookie, planSubmission(other.input.email))).json().email.status).toBe('queued')
  })
})

describe('submissions per user', () => {
  it('never exceed 10 an hour, even when 20 arrive at once', async () => {
    const owner = await registerUser(app)
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(owner.cookie, planSubmission(owner.input.email))))
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(10)
    const refused = answers.filter((answer) => answer.statusCode === 429)
    expect(refused).toHaveLength(10)
    expect(refused[0]!.json().message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/)
    expect(await submissions(owner.user.company_id)).toBe(10)
    // The company's daily limit still holds among those 10.
    expect(await planMail(owner.user.company_id)).toHaveLength(DAILY_LIMIT)
  })
})
