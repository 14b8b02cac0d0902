// @both-databases: password changes sent at once against their limit
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_SETTINGS_MESSAGES } from '@/shared/schemas/account-settings'
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

const NEW_PASSWORD = 'velvet-harbor-kettle-58'
const WRONG = {
  message: ACCOUNT_SETTINGS_MESSAGES.wrongPassword,
  issues: [{ path: 'current_password', message: ACCOUNT_SETTINGS_MESSAGES.wrongPassword }],
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string | undefined, body?: unknown, ip?: string) =>
  requestJson(app, { method, url, cookie, body, ip })
const login = (email: string, password: string) =>
  requestJson(app, { method: 'POST', url: '/api/login', body: { email, password }, ip: nextIp() })
// GET /api/user answers null to a visitor (docs/decisions/092).
const isSignedIn = async (cookie: string) => (await requestJson(app, { url: '/api/user', cookie })).json() !== null
const userRow = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0]!

describe('the full name', () => {
  it('is changed and cleared by its owner, and answers the user', async () => {
    const owner = await registerUser(app, { full_name: 'Ada Lovelace' })
    const changed = await call('PATCH', '/api/account/profile', owner.cookie, { full_name: '  Ada King  ' })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({ id: owner.user.id, full_name: 'Ada King', email: owner.input.email })
    expect((await call('GET', '/api/user', owner.cookie)).json().full_name).toBe('Ada King')
    const cleared = await call('PATCH', '/api/account/profile', owner.cookie, { full_name: '   ' })
    expect(cleared.json().full_name).toBeNull()
  })

  it('refuses bad input and strangers, and writes nothing', async () => {
    const owner = await registerUser(app, { full_name: 'Grace Hopper' })
    for (const body of [
      {},
      { full_name: 'x'.repeat(101) },
      { full_name: 'a\u0007b' },
      { full_name: 5 },
      { full_name: 'G', role: 'owner' },
    ]) {
      const response = await call('PATCH', '/api/account/profile', owner.cookie, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json()).toEqual({ message: expect.any(String), issues: expect.any(Array) })
    }
    expect((await call('PATCH', '/api/account/profile', undefined, { full_name: 'Mallory' })).statusCode).toBe(401)
    expect((await userRow(owner.user.id)).full_name).toBe('Grace Hopper')
  })
})

describe('changing the e-mail address', () => {
  it('mails a link to the new address; the address changes only when it is opened, and is then proven', async () => {
    const owner = await registerUser(app)
    const next = uniqueUser().email
    const asked = await call('POST', '/api/account/email', owner.cookie, {
      email: next.toUpperCase(),
      current_password: owner.input.password,
    })
    expect(asked.statusCode, asked.body).toBe(202)
    expect(asked.json()).toEqual({ email: next, expires_at: expect.any(String) })
    expect((await call('GET', '/api/account/email-change', owner.cookie)).json()).toEqual(asked.json())
    // Until the link is opened, the account keeps its address: the old one still signs in.
    expect((await userRow(owner.user.id)).email).toBe(owner.input.email)
    expect((await login(owner.input.email, owner.input.password)).statusCode).toBe(200)

    const [mail] = await app.db.select().from(emailMessages).where(eq(emailMessages.to, next))
    expect(mail!.subject).toBe('Confirm your new e-mail address for AgentWorks')
    const token = await readMailedToken(app, next, '/verify-email')
    const verified = await requestJson(app, { method: 'POST', url: '/api/verify-email', body: { token }, ip: nextIp() })
    expect(verified.statusCode, verified.body).toBe(200)
    const row = await userRow(owner.user.id)
    expect(row.email).toBe(next)
    expect(row.email_verified_at).not.toBeNull()
    expect((await call('GET', '/api/user', owner.cookie)).json()).toMatchObject({ email: next, email_verified: true })
    expect((await call('GET', '/api/account/email-change', owner.cookie)).json()).toEqual({ email: null, expires_at: null })
    expect((await login(next, owner.input.password)).statusCode).toBe(200)
    expect((await login(owner.input.email, owner.input.password)).statusCode).toBe(401)
    // The link works once.
    expect((await requestJson(app, { method: 'POST', url: '/api/verify-email', body: { token }, ip: nextIp() })).statusCode).toBe(400)
  })

  it('stops the links mailed to the old address from proving the new one', async () => {
    const owner = await registerUser(app)
    const oldLink = await readMailedToken(app, owner.input.email, '/verify-email')
    const next = uniqueUser().email
    await call('POST', '/api/account/email', owner.cookie, { email: next, current_password: owner.input.password })
    const token = await readMailedToken(app, next, '/verify-email')
    expect((await requestJson(app, { method: 'POST', url: '/api/verify-email', body: { token }, ip: nextIp() })).statusCode).toBe(200)
    expect((await requestJson(app, { method: 'POST', url: '/api/verify-email', body: { token: oldLink }, ip: nextIp() })).statusCode).toBe(
      400,
    )
  })

  it('refuses a wrong password, a taken or unchanged address and bad input, and mails nothing', async () => {
    const owner = await registerUser(app)
    const other = await registerUser(app)
    const next = uniqueUser().email
    const wrong = await call('POST', '/api/account/email', owner.cookie, { email: next, current_password: 'not-my-password' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual(WRONG)
    const taken = await call('POST', '/api/account/email', owner.cookie, {
      email: other.input.email.toUpperCase(),
      current_password: owner.input.password,
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().issues).toEqual([{ path: 'email', message: 'An account with this email already exists' }])
    const same = await call('POST', '/api/account/email', owner.cookie, {
      email: owner.input.email,
      current_password: owner.input.password,
    })
    expect(same.statusCode).toBe(400)
    expect(same.json().issues).toEqual([{ path: 'email', message: ACCOUNT_SETTINGS_MESSAGES.sameEmail }])
    for (const body of [
      {},
      { email: 'nope', current_password: 'x' },
      { email: next },
      { email: next, current_password: '' },
      { email: next, current_password: 'x', extra: 1 },
    ])
      expect((await call('POST', '/api/account/email', owner.cookie, body)).statusCode, JSON.stringify(body)).toBe(400)
    expect((await call('POST', '/api/account/email', undefined, { email: next, current_password: 'not-the-password' })).statusCode).toBe(
      401,
    )
    expect(await app.db.select().from(emailMessages).where(eq(emailMessages.to, next))).toEqual([])
    expect((await call('GET', '/api/account/email-change', owner.cookie)).json()).toEqual({ email: null, expires_at: null })
  })

  it('answers 409 at the link when another account took the address meanwhile, and changes nothing', async () => {
    const owner = await registerUser(app)
    const next = uniqueUser()
    await call('POST', '/api/account/email', owner.cookie, { email: next.email, current_password: owner.input.password })
    const token = await readMailedToken(app, next.email, '/verify-email')
    await registerUser(app, { email: next.email, username: next.username })
    const late = await requestJson(app, { method: 'POST', url: '/api/verify-email', body: { token }, ip: nextIp() })
    expect(late.statusCode).toBe(409)
    expect((await userRow(owner.user.id)).email).toBe(owner.input.email)
  })

  it('is cancelled: the link stops working; a new request replaces the older link', async () => {
    const owner = await registerUser(app)
    const first = uniqueUser().email
    const second = uniqueUser().email
    await call('POST', '/api/account/email', owner.cookie, { email: first, current_password: owner.input.password })
    const firstToken = await readMailedToken(app, first, '/verify-email')
    await call('POST', '/api/account/email', owner.cookie, { email: second, current_password: owner.input.password })
    expect((await call('GET', '/api/account/email-change', owner.cookie)).json().email).toBe(second)
    expect(
      (await requestJson(app, { method: 'POST', url: '/api/verify-email', body: { token: firstToken }, ip: nextIp() })).statusCode,
    ).toBe(400)
    expect((await call('DELETE', '/api/account/email-change', owner.cookie)).statusCode).toBe(204)
    const secondToken = await readMailedToken(app, second, '/verify-email')
    expect(
      (await requestJson(app, { method: 'POST', url: '/api/verify-email', body: { token: secondToken }, ip: nextIp() })).statusCode,
    ).toBe(400)
    expect((await userRow(owner.user.id)).email).toBe(owner.input.email)
    const left = await app.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.user_id, owner.user.id), eq(accountTokens.purpose, 'change-email')))
    expect(left).toEqual([])
  })
})

describe('changing the password', () => {
  it('needs the current password, ends every other session, and keeps this browser signed in with a new session', async () => {
    const owner = await registerUser(app)
    const otherDevice = sessionCookie(await login(owner.input.email, owner.input.password))
    const changed = await call('POST', '/api/account/password', owner.cookie, {
      current_password: owner.input.password,
      password: NEW_PASSWORD,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({ id: owner.user.id })
    const fresh = sessionCookie(changed)
    expect(fresh).not.toBe(owner.cookie)
    expect(await isSignedIn(fresh)).toBe(true)
    expect(await isSignedIn(owner.cookie)).toBe(false)
    expect(await isSignedIn(otherDevice)).toBe(false)
    expect(await app.db.select().from(sessions).where(eq(sessions.user_id, owner.user.id))).toHaveLength(1)
    expect((await login(owner.input.email, owner.input.password)).statusCode).toBe(401)
    expect((await login(owner.input.email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  it('refuses a wrong current password and a new one the rules refuse, and changes nothing', async () => {
    const owner = await registerUser(app)
    const before = (await userRow(owner.user.id)).password_hash
    const wrong = await call('POST', '/api/account/password', owner.cookie, { current_password: 'not-my-password', password: NEW_PASSWORD })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual(WRONG)
    const common = await call('POST', '/api/account/password', owner.cookie, {
      current_password: owner.input.password,
      password: 'password123',
    })
    expect(common.statusCode).toBe(400)
    expect(common.json().issues).toEqual([{ path: 'password', message: COMMON_PASSWORD_MESSAGE }])
    const mine = await call('POST', '/api/account/password', owner.cookie, {
      current_password: owner.input.password,
      password: `${owner.input.username}-river`,
    })
    expect(mine.json().issues).toEqual([{ path: 'password', message: 'Password cannot contain your username' }])
    for (const body of [
      {},
      { current_password: owner.input.password },
      { current_password: owner.input.password, password: 'short' },
      { password: NEW_PASSWORD },
    ])
      expect((await call('POST', '/api/account/password', owner.cookie, body)).statusCode, JSON.stringify(body)).toBe(400)
    expect(
      (await call('POST', '/api/account/password', undefined, { current_password: 'not-the-password', password: NEW_PASSWORD })).statusCode,
    ).toBe(401)
    expect((await userRow(owner.user.id)).password_hash).toBe(before)
    expect(await isSignedIn(owner.cookie)).toBe(true)
  })

  it('checks the current password within the sign-in limit: guesses sent at once stop at ten, then 429', async () => {
    const owner = await registerUser(app)
    const ip = nextIp()
    const guesses = await Promise.all(
      Array.from({ length: 14 }, () =>
        call('POST', '/api/account/password', owner.cookie, { current_password: 'guess-guess', password: NEW_PASSWORD }, ip),
      ),
    )
    expect(guesses.filter((response) => response.statusCode === 400)).toHaveLength(10)
    const refused = guesses.filter((response) => response.statusCode === 429)
    expect(refused).toHaveLength(4)
    expect(refused[0]!.json().message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/)
    // The budget is the sign-in's: the sign-in form from another new address is refused for this account too.
    expect((await login(owner.input.email, owner.input.password)).statusCode).toBe(429)
  })
})
