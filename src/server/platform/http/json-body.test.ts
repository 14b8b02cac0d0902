import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '@/server/test/test-app'
import { nextIp, registerUser } from '@/server/test/http'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

/** A call as many HTTP clients make it: labelled JSON whatever the payload, here none. */
function emptyJson(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie?: string) {
  return app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', 'content-length': '0', ...(cookie ? { cookie } : {}) },
    remoteAddress: nextIp(),
  })
}

/** The same over a socket with a chunked body of no chunks (inject always sends a length). */
async function emptyChunkedJson(method: 'POST', path: string, cookie: string): Promise<{ status: number; body: string }> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', cookie } },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    call.on('error', reject)
    call.end()
  })
}

describe('a JSON-labelled request without a payload is a request without a body', () => {
  it('signs out on POST /api/logout', async () => {
    const { cookie } = await registerUser(app)
    const response = await emptyJson('POST', '/api/logout', cookie)
    expect(response.statusCode, response.body).toBe(204)
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json()).toBeNull()
  })

  it('deploys the recommended agents on POST /api/agents/deploy', async () => {
    const { cookie } = await registerUser(app)
    const response = await emptyJson('POST', '/api/agents/deploy', cookie)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().length).toBeGreaterThan(0)
  })

  it('works with an empty chunked body too', async () => {
    const { cookie } = await registerUser(app)
    const response = await emptyChunkedJson('POST', '/api/logout', cookie)
    expect(response.status, response.body).toBe(204)
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json()).toBeNull()
  })

  it('still answers 400 from the schema where a body is required', async () => {
    const { cookie } = await registerUser(app)
    const missing = await emptyJson('POST', '/api/api-keys', cookie)
    expect(missing.statusCode, missing.body).toBe(400)
    expect(missing.json().issues).toEqual([expect.objectContaining({ path: '' })])
    expect((await emptyJson('POST', '/api/register')).statusCode).toBe(400)
    expect((await emptyJson('PATCH', '/api/onboarding/progress', cookie)).statusCode).toBe(400)
  })

  it('keeps the JSON rules for real payloads: malformed, prototype keys and size', async () => {
    const post = (payload: string) =>
      app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload, remoteAddress: nextIp() })
    expect((await post('{"email":')).statusCode).toBe(400)
    expect((await post('   ')).statusCode).toBe(400)
    expect((await post('{"__proto__": {"admin": true}, "email": "a@b.co", "password": "x"}')).statusCode).toBe(400)
    expect((await post('{"constructor": {"prototype": {"admin": true}}}')).statusCode).toBe(400)
    expect((await post(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(20_000) }))).statusCode).toBe(413)
  })
})
