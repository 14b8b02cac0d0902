// @both-databases: the job queue that sends verification e-mails
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVALID_VERIFICATION_MESSAGE } from '@/shared/schemas/account-recovery'
import { hashToken } from '@/server/platform/session/tokens'
import { emailMessages } from '@/server/platform/mail/schema'
import { EMAIL_QUEUE } from '@/server/platform/mail/outbox'
import { createTestApp } from '@/server/test/test-app'
import { nextIp, registerUser, requestJson } from '@/server/test/http'
import { findJobs } from '@/server/test/jobs'
import { readMailedToken } from '@/server/test/mailed-links'
import { planSubmission } from '@/server/test/onboarding-submission'
import { waitFor } from '@/server/test/polling'
import { accountTokens, users } from './schema'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const verify = (token: unknown) => requestJson(app, { method: 'POST', url: '/api/verify-email', body: { token }, ip: nextIp() })
const currentUser = async (cookie: string) => (await requestJson(app, { url: '/api/user', cookie })).json()
const emailStatus = async (cookie: string) => (await requestJson(app, { url: '/api/company/email-status', cookie })).json()

describe('proving the address of a new account', () => {
  it('mails a link at registration that verifies the address once', async () => {
    const owner = await registerUser(app)
    expect(owner.user.email_verified).toBe(false)
    const [mail] = await app.db.select().from(emailMessages).where(eq(emailMessages.to, owner.input.email))
    expect(mail).toMatchObject({ subject: 'Confirm your e-mail address for AgentWorks', company_id: null })
    expect(mail!.html).toContain('http://localhost:3000/verify-email?token=')
    const token = await readMailedToken(app, owner.input.email, '/verify-email')

    const first = await verify(token)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ email_verified: true })
    expect((await currentUser(owner.cookie)).email_verified).toBe(true)
    const again = await verify(token)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ message: INVALID_VERIFICATION_MESSAGE })
  })

  it('refuses a wrong, expired or replaced link, and bad input, with the same 400', async () => {
    const owner = await registerUser(app)
    const token = await readMailedToken(app, owner.input.email, '/verify-email')
    expect((await verify(`${token}x`)).json()).toEqual({ message: INVALID_VERIFICATION_MESSAGE })

    // A day later: the link's expiry, moved into the past instead of waiting.
    await app.db
      .update(accountTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.token_hash, hashToken(token)))
    expect((await verify(token)).statusCode).toBe(400)

    const resent = await requestJson(app, { method: 'POST', url: '/api/verification-email', cookie: owner.cookie })
    expect(resent.statusCode).toBe(202)
    const newer = await readMailedToken(app, owner.input.email, '/verify-email')
    expect(newer).not.toBe(token)
    const other = await registerUser(app)
    const otherToken = await readMailedToken(app, other.input.email, '/verify-email')
    // A new link replaces the older one of the same user only.
    await requestJson(app, { method: 'POST', url: '/api/verification-email', cookie: other.cookie })
    expect((await verify(otherToken)).statusCode).toBe(400)
    expect((await verify(newer)).statusCode).toBe(200)

    for (const body of [{}, { token: '' }, { token: 5 }, { token: 'a\u0000b' }, { token: 'x'.repeat(201) }]) {
      const response = await requestJson(app, { method: 'POST', url: '/api/verify-email', body, ip: nextIp() })
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().message).toEqual(expect.any(String))
    }
    expect((await currentUser(other.cookie)).email_verified).toBe(false)
  })

  it('stores only the hash of each token', async () => {
    const owner = await registerUser(app)
    const token = await readMailedToken(app, owner.input.email, '/verify-email')
    const rows = await app.db.select().from(accountTokens).where(eq(accountTokens.user_id, owner.user.id))
    expect(rows).toEqual([expect.objectContaining({ token_hash: hashToken(token), purpose: 'verify-email', used_at: null })])
    const stored = JSON.stringify(await app.db.execute(sql`select * from account_tokens`))
    expect(stored).not.toContain(token)
    // 24 hours, give or take the test's own duration.
    const lifetime = rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()
    expect(Math.abs(lifetime - 24 * 3_600_000)).toBeLessThan(60_000)
  })

  it('sends a new link on request, at most 5 an hour, and not to a proven address', async () => {
    const owner = await registerUser(app)
    expect((await requestJson(app, { method: 'POST', url: '/api/verification-email' })).statusCode).toBe(401)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => requestJson(app, { method: 'POST', url: '/api/verification-email', cookie: owner.cookie })),
    )
    expect(answers.filter((answer) => answer.statusCode === 202)).toHaveLength(5)
    const refused = answers.filter((answer) => answer.statusCode === 429)
    expect(refused).toHaveLength(3)
    expect(refused[0]!.json().message).toMatch(
      /^We have sent several links already: check your inbox and spam folder, or try again in \d+ minutes?\.$/,
    )
    const mailed = await app.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.to, owner.input.email), sql`${emailMessages.subject} like 'Confirm%'`))
    expect(mailed).toHaveLength(6)

    const proven = await registerUser(app)
    await verify(await readMailedToken(app, proven.input.email, '/verify-email'))
    const answer = await requestJson(app, { method: 'POST', url: '/api/verification-email', cookie: proven.cookie })
    expect(answer.json()).toEqual({ message: 'Your e-mail address is already confirmed.' })
  })
})

describe('held e-mail', () => {
  it('holds the company’s mail to others until an address is proven, then sends it', async () => {
    const owner = await registerUser(app)
    const submission = await requestJson(app, {
      method: 'POST',
      url: '/api/onboarding/submit',
      cookie: owner.cookie,
      body: planSubmission('partner@elsewhere.example'),
    })
    expect(submission.statusCode, submission.body).toBe(201)
    expect(submission.json().email).toEqual({
      status: 'held',
      message: 'The automation plan goes to partner@elsewhere.example once you confirm your e-mail address.',
    })
    const heldMail = () => app.db.select().from(emailMessages).where(eq(emailMessages.to, 'partner@elsewhere.example'))
    const [held] = await heldMail()
    expect(held).toMatchObject({ status: 'held', company_id: owner.user.company_id, attempts: 0 })
    // Never sent before: no job exists for it, however long the workers run.
    expect(await findJobs(app, EMAIL_QUEUE, { messageId: held!.id })).toEqual([])
    expect(await emailStatus(owner.cookie)).toEqual({ email_verified: false, held: 1, sent_today: 1, daily_limit: 500 })

    const verified = await verify(await readMailedToken(app, owner.input.email, '/verify-email'))
    expect(verified.statusCode).toBe(200)
    const [sent] = await waitFor(heldMail, ([row]) => row?.status === 'captured', { what: 'the released e-mail to be delivered' })
    expect(sent!.attempts).toBe(1)
    expect(await findJobs(app, EMAIL_QUEUE, { messageId: held!.id })).toHaveLength(1)
    expect(await emailStatus(owner.cookie)).toEqual({ email_verified: true, held: 0, sent_today: 1, daily_limit: 500 })
    const [row] = await app.db.select().from(users).where(eq(users.id, owner.user.id))
    expect(row!.email_verified_at).toEqual(expect.any(Date))
  })

  it('shows the status to members only', async () => {
    expect((await requestJson(app, { url: '/api/company/email-status' })).statusCode).toBe(401)
  })
})
