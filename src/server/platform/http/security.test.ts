import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityPlugin } from './security'
import { createTestApp, loadTestConfig } from '@/server/test/test-app'
import { nextIp, uniqueUser } from '@/server/test/http'
import { waitFor } from '@/server/test/polling'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const body = () => JSON.stringify(uniqueUser())

describe('request guards on state-changing /api calls', () => {
  it('answers 415 to anything but application/json, text/plain included', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': type },
        payload: body(),
        remoteAddress: nextIp(),
      })
      expect(response.statusCode, type).toBe(415)
      expect(response.json().message).toEqual(expect.any(String))
    }
    const missing = await app.inject({ method: 'POST', url: '/api/login', payload: Buffer.from(body()), remoteAddress: nextIp() })
    expect(missing.statusCode).toBe(415)
  })

  it('refuses a foreign Origin and a cross-site fetch with 403, accepts same-origin', async () => {
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: body(),
      remoteAddress: nextIp(),
    })
    expect(foreign.statusCode).toBe(403)
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      payload: body(),
      remoteAddress: nextIp(),
    })
    expect(crossSite.statusCode).toBe(403)
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      payload: body(),
      remoteAddress: nextIp(),
    })
    expect(sameOrigin.statusCode).toBe(201)
  })

  it('answers 413 to a body over the limit, 400 to malformed JSON and prototype keys', async () => {
    const huge = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(20_000) }),
      remoteAddress: nextIp(),
    })
    expect(huge.statusCode).toBe(413)
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
      remoteAddress: nextIp(),
    })
    expect(malformed.statusCode).toBe(400)
    const proto = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.co","password":"12345678","__proto__":{"admin":true}}',
      remoteAddress: nextIp(),
    })
    expect(proto.statusCode).toBe(400)
    const constructor = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"constructor":{"prototype":{"admin":true}}}',
      remoteAddress: nextIp(),
    })
    expect(constructor.statusCode).toBe(400)
  })

  it('sends security headers with a strict CSP and no-store on /api', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('denies the browser features the app does not use, on every response', async () => {
    const responses = [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await app.inject({ method: 'GET', url: '/api/does-not-exist' }),
      await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'x',
        remoteAddress: nextIp(),
      }),
    ]
    for (const response of responses) {
      const policy = String(response.headers['permissions-policy'])
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
        expect(policy, `${response.statusCode}`).toContain(`${feature}=()`)
      }
    }
  })

  // HSTS pins a host to https for a year: only where the public address is https (a plain-http one could not be reached).
  it.each([
    { publicUrl: 'https://app.example', hsts: true },
    { publicUrl: 'http://localhost:3000', hsts: false },
  ])('sends Strict-Transport-Security only when PUBLIC_URL is https ($publicUrl)', async ({ publicUrl, hsts }) => {
    const bare = Fastify()
    await bare.register(securityPlugin, { config: loadTestConfig({ PUBLIC_URL: publicUrl }) })
    bare.get('/page', async () => 'ok')
    const response = await bare.inject({ url: '/page' })
    await bare.close()
    if (hsts) expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
    else expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  it('answers JSON 404 for unknown /api paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Route GET /api/does-not-exist not found' })
  })
})

describe('GET /api/health', () => {
  it('is ok with a database and 503 when it does not answer', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' })
    const broken = await createTestApp()
    await broken.database.close()
    // The background ping notices within about a second.
    const health = async () => {
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' })
      return { status: response.statusCode, body: response.json() }
    }
    const response = await waitFor(health, ({ status }) => status !== 200, { timeoutMs: 5000, what: 'the health check to notice' })
    expect(response.status).toBe(503)
    expect(response.body.status).toBe('unavailable')
    await broken.app.close().catch(() => {})
  })
})
