import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountSession } from '@/shared/schemas/account-settings'
import { createTestApp } from '@/server/test/test-app'
import { nextIp, registerUser, requestJson, sessionCookie } from '@/server/test/http'
import { describeDevice } from './device-name'
import { sessions } from './schema'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** Signs in again from another browser, as `userAgent`. */
async function signInAs(email: string, password: string, userAgent: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: nextIp(),
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    payload: JSON.stringify({ email, password }),
  })
  expect(response.statusCode, response.body).toBe(200)
  return sessionCookie(response)
}

const list = async (cookie: string): Promise<AccountSession[]> => {
  const response = await requestJson(app, { url: '/api/account/sessions', cookie })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}
// GET /api/user answers null to a visitor (docs/decisions/092).
const isSignedIn = async (cookie: string) => (await requestJson(app, { url: '/api/user', cookie })).json() !== null

describe('the device a session is named by', () => {
  it.each([
    [FIREFOX, 'Firefox on Linux'],
    [IPHONE, 'Safari on iPhone'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['curl/8.5.0', 'curl'],
    ['', null],
    [undefined, null],
  ])('%s is %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected)
  })
})

describe('the list of sessions', () => {
  it('shows the user’s live sessions only, marks the current one, and keeps no User-Agent beyond its summary', async () => {
    const owner = await registerUser(app)
    const stranger = await registerUser(app)
    const phone = await signInAs(owner.input.email, owner.input.password, IPHONE)
    const laptop = await signInAs(owner.input.email, owner.input.password, FIREFOX)

    const seen = await list(laptop)
    expect(seen).toHaveLength(3)
    expect(seen.filter((session) => session.current)).toEqual([expect.objectContaining({ device: 'Firefox on Linux' })])
    // The registration's session, from light-my-request's own User-Agent.
    expect(seen.map((session) => session.device).sort()).toEqual(['Firefox on Linux', 'Safari on iPhone', 'lightMyRequest'].sort())
    for (const session of seen) expect(Object.keys(session).sort()).toEqual(['created_at', 'current', 'device', 'id', 'last_seen_at'])
    expect((await list(phone)).find((session) => session.current)?.device).toBe('Safari on iPhone')
    expect((await list(stranger.cookie)).map((session) => session.id)).not.toContain(seen[0]!.id)
    const stored = await app.db.select().from(sessions).where(eq(sessions.user_id, owner.user.id))
    expect(JSON.stringify(stored)).not.toContain('Gecko')

    // An idle session is not listed (nor accepted by the lookup).
    await app.db
      .update(sessions)
      .set({ last_seen_at: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(sessions.device, 'Safari on iPhone'))
    expect((await list(laptop)).map((session) => session.device)).not.toContain('Safari on iPhone')
  })

  it('answers 401 to a stranger', async () => {
    expect((await requestJson(app, { url: '/api/account/sessions' })).statusCode).toBe(401)
  })
})

describe('ending sessions', () => {
  it('ends another session of the user by its id, which stops working at once', async () => {
    const owner = await registerUser(app)
    const phone = await signInAs(owner.input.email, owner.input.password, IPHONE)
    const target = (await list(owner.cookie)).find((session) => session.device === 'Safari on iPhone')!
    const ended = await requestJson(app, { method: 'DELETE', url: `/api/account/sessions/${target.id}`, cookie: owner.cookie })
    expect(ended.statusCode).toBe(204)
    expect(ended.cookies).toEqual([])
    expect(await isSignedIn(phone)).toBe(false)
    expect(await isSignedIn(owner.cookie)).toBe(true)
    expect((await requestJson(app, { method: 'DELETE', url: `/api/account/sessions/${target.id}`, cookie: owner.cookie })).statusCode).toBe(
      404,
    )
  })

  it('ends the current session too when asked, clearing its cookie', async () => {
    const owner = await registerUser(app)
    const current = (await list(owner.cookie)).find((session) => session.current)!
    const ended = await requestJson(app, { method: 'DELETE', url: `/api/account/sessions/${current.id}`, cookie: owner.cookie })
    expect(ended.statusCode).toBe(204)
    expect(ended.cookies).toEqual([expect.objectContaining({ name: 'sid', value: '' })])
    expect(await isSignedIn(owner.cookie)).toBe(false)
  })

  it('answers 404 for another user’s session and an unknown id, 400 for a malformed one, and ends nothing', async () => {
    const owner = await registerUser(app)
    const stranger = await registerUser(app)
    const theirs = (await list(stranger.cookie))[0]!
    for (const id of [theirs.id, randomUUID()]) {
      const response = await requestJson(app, { method: 'DELETE', url: `/api/account/sessions/${id}`, cookie: owner.cookie })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ message: 'Session not found' })
    }
    const malformed = await requestJson(app, { method: 'DELETE', url: '/api/account/sessions/not-a-uuid', cookie: owner.cookie })
    expect(malformed.statusCode).toBe(400)
    expect((await requestJson(app, { method: 'DELETE', url: `/api/account/sessions/${theirs.id}` })).statusCode).toBe(401)
    expect(await isSignedIn(stranger.cookie)).toBe(true)
  })

  it('signs out everywhere: every session of the user ends, this one included, and nobody else’s', async () => {
    const owner = await registerUser(app)
    const stranger = await registerUser(app)
    const phone = await signInAs(owner.input.email, owner.input.password, IPHONE)
    const response = await requestJson(app, { method: 'DELETE', url: '/api/account/sessions', cookie: owner.cookie })
    expect(response.statusCode).toBe(204)
    expect(response.cookies).toEqual([expect.objectContaining({ name: 'sid', value: '' })])
    expect(await isSignedIn(owner.cookie)).toBe(false)
    expect(await isSignedIn(phone)).toBe(false)
    expect(await app.db.select().from(sessions).where(eq(sessions.user_id, owner.user.id))).toEqual([])
    expect(await isSignedIn(stranger.cookie)).toBe(true)
    expect((await requestJson(app, { method: 'DELETE', url: '/api/account/sessions' })).statusCode).toBe(401)
  })
})
