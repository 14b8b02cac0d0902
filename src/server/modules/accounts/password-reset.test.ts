// @both-databases: per-address and per-client limits under requests that arrive at once
import { count, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORGOT_PASSWORD_MESSAGE, INVALID_RESET_MESSAGE } from '@/shared/schemas/account-recovery'
import { hashToken } from '@/server/platform/session/tokens'
import { emailMessages } from '@/server/platform/mail/schema'
import { createTestApp } from '@/server/test/test-app'
import { nextIp, registerUser, requestJson, sessionCookie, uniqueUser } from '@/server/test/http'
import { readMailedToken } from '@/server/test/mailed-links'
import { accountTokens, sessions, users } from './schema'
import { COMMON_PASSWORD_MESSAGE } from './passwords'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const NEW_PASSWORD = 'crimson-otter-ladder-91'
const forgot = (email: string, ip = nextIp()) => requestJson(app, { method: 'POST', url: '/api/forgot-password', body: { email }, ip })
const reset = (token: string, password = NEW_PASSWORD) =>
  requestJson(app, { method: 'POST', url: '/api/reset-password', body: { token, password }, ip: nextIp() })
const login = (email: string, password: string) =>
  requestJson(app, { method: 'POST', url: '/api/login', body: { email, password }, ip: nextIp() })
const mailTo = async (to: string) => (await app.db.select({ n: count() }).from(emailMessages).where(eq(emailMessages.to, to)))[0]!.n

describe('forgot password', () => {
  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const owner = await registerUser(app)
    const stranger = uniqueUser().email
    const known = await forgot(owner.input.email.toUpperCase())
    const unknown = await forgot(stranger)
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(202)
      expect(response.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE })
    }
    expect(known.body).toBe(unknown.body)
    expect(await mailTo(stranger)).toBe(0)
    const token = await readMailedToken(app, owner.input.email, '/reset-password')
    const [mail] = await app.db.select().from(emailMessages).where(eq(emailMessages.subject, 'Reset your AgentWorks password'))
    expect(mail!.html).toContain(`http://localhost:3000/reset-password?token=${token}`)
    // Only the hash is stored, valid for one hour.
    const [row] = await app.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.token_hash, hashToken(token)))
    expect(row).toMatchObject({ user_id: owner.user.id, purpose: 'reset-password', used_at: null })
    expect(Math.abs(row!.expires_at.getTime() - row!.created_at.getTime() - 3_600_000)).toBeLessThan(60_000)
    expect(JSON.stringify(await app.db.execute(sql`select * from account_tokens`))).not.toContain(token)
  })

  it('refuses bad input with 400 and mails nothing', async () => {
    for (const body of [{}, { email: 'nope' }, { email: 'a@b.example', extra: 1 }, { email: 5 }]) {
      const response = await requestJson(app, { method: 'POST', url: '/api/forgot-password', body, ip: nextIp() })
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().message).toEqual(expect.any(String))
    }
  })

  it('limits requests per address and per client, even when they arrive at once', async () => {
    const owner = await registerUser(app)
    const perAddress = await Promise.all(Array.from({ length: 12 }, () => forgot(owner.input.email)))
    expect(perAddress.filter((response) => response.statusCode === 202)).toHaveLength(5)
    expect(perAddress.filter((response) => response.statusCode === 429)).toHaveLength(7)
    expect(await mailTo(owner.input.email)).toBe(1 + 5)

    const ip = nextIp()
    const perClient = await Promise.all(Array.from({ length: 25 }, () => forgot(uniqueUser().email, ip)))
    expect(perClient.filter((response) => response.statusCode === 202)).toHaveLength(20)
    expect(perClient.filter((response) => response.statusCode === 429)).toHaveLength(5)
  })
})

describe('reset password', () => {
  it('sets the new password once, proves the address, ends every session and signs in afresh', async () => {
    const owner = await registerUser(app)
    const otherDevice = sessionCookie(await login(owner.input.email, owner.input.password))
    await forgot(owner.input.email)
    const token = await readMailedToken(app, owner.input.email, '/reset-password')

    const response = await reset(token)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ id: owner.user.id, email: owner.input.email, email_verified: true })
    const fresh = sessionCookie(response)
    for (const old of [owner.cookie, otherDevice]) expect((await requestJson(app, { url: '/api/user', cookie: old })).json()).toBeNull()
    expect((await requestJson(app, { url: '/api/user', cookie: fresh })).json()).toMatchObject({ id: owner.user.id })
    expect(await app.db.select({ n: count() }).from(sessions).where(eq(sessions.user_id, owner.user.id))).toEqual([{ n: 1 }])
    expect((await login(owner.input.email, owner.input.password)).statusCode).toBe(401)
    expect((await login(owner.input.email, NEW_PASSWORD)).statusCode).toBe(200)

    const again = await reset(token, 'amber-falcon-quartz-73')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ message: INVALID_RESET_MESSAGE })
    expect((await login(owner.input.email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  it('refuses an expired, replaced or wrong link, and keeps the link when the password is refused', async () => {
    const owner = await registerUser(app)
    await forgot(owner.input.email)
    const first = await readMailedToken(app, owner.input.email, '/reset-password')
    await forgot(owner.input.email)
    const second = await readMailedToken(app, owner.input.email, '/reset-password')
    expect((await reset(first)).json()).toEqual({ message: INVALID_RESET_MESSAGE })
    expect((await reset(`${second}x`)).json()).toEqual({ message: INVALID_RESET_MESSAGE })

    const common = await reset(second, 'password123')
    expect(common.statusCode).toBe(400)
    expect(common.json().issues).toEqual([{ path: 'password', message: COMMON_PASSWORD_MESSAGE }])
    // The registration rules, with the account's own names: its username is no password.
    const own = await reset(second, `${owner.input.username}-2026`)
    expect(own.statusCode).toBe(400)
    expect(own.json().issues).toEqual([{ path: 'password', message: expect.any(String) }])
    expect((await reset(second, 'short')).statusCode).toBe(400)

    // An hour later: the expiry, moved into the past instead of waiting.
    await app.db
      .update(accountTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.token_hash, hashToken(second)))
    const expired = await reset(second)
    expect(expired.statusCode).toBe(400)
    expect(expired.json()).toEqual({ message: INVALID_RESET_MESSAGE })
    expect((await login(owner.input.email, owner.input.password)).statusCode).toBe(200)
    const [row] = await app.db.select().from(users).where(eq(users.id, owner.user.id))
    expect(row!.email_verified_at).toBeNull()
  })

  it('lets one of two simultaneous resets with the same link win', async () => {
    const owner = await registerUser(app)
    await forgot(owner.input.email)
    const token = await readMailedToken(app, owner.input.email, '/reset-password')
    const answers = await Promise.all([reset(token, 'amber-falcon-quartz-73'), reset(token, 'tidal-mosaic-juniper-58')])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400])
  })
})
