import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '@/server/test/test-app'
import { nextIp, registerUser, requestJson, sessionCookie, uniqueUser } from '@/server/test/http'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const USER_KEYS = ['company_id', 'email', 'email_verified', 'full_name', 'id', 'onboarding_completed', 'role', 'staff', 'username']

describe('POST /api/register', () => {
  it('creates the user and its company, signs in, and answers the one user shape', async () => {
    const input = uniqueUser({ full_name: 'Ada Lovelace', company_name: 'Analytical Engines' })
    const response = await requestJson(app, { method: 'POST', url: '/api/register', body: input, ip: nextIp() })
    expect(response.statusCode).toBe(201)
    const user = response.json()
    expect(Object.keys(user).sort()).toEqual(USER_KEYS)
    expect(user).toMatchObject({
      email: input.email,
      username: input.username,
      full_name: 'Ada Lovelace',
      role: 'owner',
      onboarding_completed: false,
      email_verified: false,
      staff: false,
    })
    expect(user.company_id).toEqual(expect.any(String))
    const cookie = response.cookies.find((item) => item.name === 'sid')!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    const team = await requestJson(app, { url: '/api/team', cookie: sessionCookie(response) })
    expect(team.json().company.name).toBe('Analytical Engines')
  })

  it('gives a user without a company name a workspace of their own', async () => {
    const { cookie, user } = await registerUser(app, { full_name: 'Grace Hopper' })
    expect(user.role).toBe('owner')
    const team = await requestJson(app, { url: '/api/team', cookie })
    expect(team.json().company.name).toBe("Grace Hopper's workspace")
  })

  it('refuses a taken e-mail regardless of case, and a taken username, with 409', async () => {
    const { input } = await registerUser(app)
    const sameEmail = await requestJson(app, {
      method: 'POST',
      url: '/api/register',
      body: uniqueUser({ email: input.email.toUpperCase() }),
      ip: nextIp(),
    })
    expect(sameEmail.statusCode).toBe(409)
    expect(sameEmail.json().message).toBe('An account with this email already exists')
    const sameUsername = await requestJson(app, {
      method: 'POST',
      url: '/api/register',
      body: uniqueUser({ username: input.username.toUpperCase() }),
      ip: nextIp(),
    })
    expect(sameUsername.statusCode).toBe(409)
    expect(sameUsername.json().message).toBe('This username is already taken')
  })

  it('enforces the messages of docs/product.md#auth-validation on the server', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ password: 'short' }, 'Password must be at least 8 characters'],
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ username: 'a'.repeat(51) }, 'Username cannot exceed 50 characters'],
      [{ username: 'bad name!' }, 'Username can only contain letters, numbers, underscores, and hyphens'],
      [{ password: 'x'.repeat(129) }, 'Password cannot exceed 128 characters'],
    ]
    for (const [override, message] of cases) {
      const response = await requestJson(app, { method: 'POST', url: '/api/register', body: uniqueUser(override), ip: nextIp() })
      expect(response.statusCode, JSON.stringify(override)).toBe(400)
      expect(response.json().issues.map((issue: { message: string }) => issue.message)).toContain(message)
    }
    // Signing in holds the same minimum: the rule is every form's, and no account has a shorter password.
    const login = await requestJson(app, {
      method: 'POST',
      url: '/api/login',
      body: { email: 'ada@example.com', password: 'short' },
      ip: nextIp(),
    })
    expect(login.statusCode).toBe(400)
    expect(login.json().issues.map((issue: { message: string }) => issue.message)).toEqual(['Password must be at least 8 characters'])
  })

  it('refuses the most common passwords with a clear message', async () => {
    const response = await requestJson(app, {
      method: 'POST',
      url: '/api/register',
      body: uniqueUser({ password: 'password123' }),
      ip: nextIp(),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('This password is too common. Choose one that is harder to guess.')
  })

  it('never trims passwords: the spaces are part of it', async () => {
    const { input } = await registerUser(app, { password: '  spaced out passphrase  ' })
    const trimmed = await requestJson(app, {
      method: 'POST',
      url: '/api/login',
      body: { email: input.email, password: 'spaced out passphrase' },
      ip: nextIp(),
    })
    expect(trimmed.statusCode).toBe(401)
    const exact = await requestJson(app, {
      method: 'POST',
      url: '/api/login',
      body: { email: input.email, password: input.password },
      ip: nextIp(),
    })
    expect(exact.statusCode).toBe(200)
  })

  it('lets exactly one of two simultaneous registrations with one e-mail win', async () => {
    const email = uniqueUser().email
    const [first, second] = await Promise.all([
      requestJson(app, { method: 'POST', url: '/api/register', body: uniqueUser({ email }), ip: nextIp() }),
      requestJson(app, { method: 'POST', url: '/api/register', body: uniqueUser({ email }), ip: nextIp() }),
    ])
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409])
  })

  it('limits registrations per IP', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let index = 0; index < 21; index++) {
      const response = await requestJson(app, { method: 'POST', url: '/api/register', body: { email: 'bad' }, ip })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true)
    expect(statuses[20]).toBe(429)
  })
})

describe('POST /api/login', () => {
  it('signs in with the right password and rotates the session', async () => {
    const { input, cookie: registerCookie } = await registerUser(app)
    const response = await requestJson(app, {
      method: 'POST',
      url: '/api/login',
      body: { email: input.email.toUpperCase(), password: input.password },
      cookie: registerCookie,
      ip: nextIp(),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().email).toBe(input.email)
    const loginCookie = sessionCookie(response)
    expect(loginCookie).not.toBe(registerCookie)
    expect((await requestJson(app, { url: '/api/user', cookie: registerCookie })).json()).toBeNull()
    expect((await requestJson(app, { url: '/api/user', cookie: loginCookie })).json()).toMatchObject({ email: input.email })
  })

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { input } = await registerUser(app)
    const wrong = await requestJson(app, {
      method: 'POST',
      url: '/api/login',
      body: { email: input.email, password: 'wrong-password-1' },
      ip: nextIp(),
    })
    const unknown = await requestJson(app, {
      method: 'POST',
      url: '/api/login',
      body: { email: 'nobody@example.com', password: 'wrong-password-1' },
      ip: nextIp(),
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' })
    expect(unknown.json()).toEqual(wrong.json())
  })

  it('refuses an e-mail after 10 failures from addresses it never signed in from, with a retry time in minutes', async () => {
    const { input } = await registerUser(app)
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await requestJson(app, {
        method: 'POST',
        url: '/api/login',
        body: { email: input.email, password: 'wrong-password-1' },
        ip: nextIp(),
      })
      expect(response.statusCode).toBe(401)
    }
    const limited = await requestJson(app, {
      method: 'POST',
      url: '/api/login',
      body: { email: input.email, password: input.password },
      ip: nextIp(),
    })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toBe('Too many attempts. Try again in 15 minutes.')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800)
  })

  it('limits failures per IP separately from the e-mail', async () => {
    const ip = nextIp()
    for (let attempt = 0; attempt < 10; attempt++) {
      await requestJson(app, {
        method: 'POST',
        url: '/api/login',
        body: { email: `probe${attempt}@example.com`, password: 'wrong-password-1' },
        ip,
      })
    }
    const { input } = await registerUser(app)
    const limited = await requestJson(app, {
      method: 'POST',
      url: '/api/login',
      body: { email: input.email, password: input.password },
      ip,
    })
    expect(limited.statusCode).toBe(429)
  })
})

describe('session lifecycle', () => {
  // A visitor is not an error: 200 with null, so the browser logs nothing on signed-out pages (docs/decisions/092).
  it('GET /api/user is null without a cookie, with a made-up cookie, and after logout', async () => {
    for (const cookie of [undefined, 'sid=forged']) {
      const visitor = await requestJson(app, { url: '/api/user', cookie })
      expect(visitor.statusCode).toBe(200)
      expect(visitor.body).toBe('null')
      expect(visitor.headers['cache-control']).toBe('no-store')
    }
    const { cookie, user } = await registerUser(app)
    const me = await requestJson(app, { url: '/api/user', cookie })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toEqual(user)
    expect(me.headers['cache-control']).toBe('no-store')
    const logout = await requestJson(app, { method: 'POST', url: '/api/logout', cookie })
    expect(logout.statusCode).toBe(204)
    expect(logout.cookies.find((item) => item.name === 'sid')?.value).toBe('')
    expect((await requestJson(app, { url: '/api/user', cookie })).json()).toBeNull()
  })

  it('uses a __Host- Secure cookie when the public URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://agents.example.com' })
    try {
      const response = await requestJson(secure.app, { method: 'POST', url: '/api/register', body: uniqueUser(), ip: nextIp() })
      const cookie = response.cookies.find((item) => item.name === '__Host-sid')
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' })
    } finally {
      await secure.close()
    }
  })
})
