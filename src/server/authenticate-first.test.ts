import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from './test/test-app'
import { joinAsMember, nextIp, registerUser } from './test/http'

// A stranger learns nothing about an authenticated route's schema: the session (or API key) is checked before the
// body, query and params are validated, so a signed-out bad request is 401 without field issues.

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

/** Routes anyone may call; every other route must refuse a stranger before looking at the request. */
const PUBLIC = new Set([
  'GET /api/health',
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/invitations/verify',
  'POST /api/onboarding/improved',
  'POST /api/demo/assessments',
  'GET /api/demo/slots',
  'POST /api/demo/bookings',
  'GET /api/dev/mailbox',
  'POST /api/quiz/submit',
  'GET /api/quiz/report/download',
  'POST /api/webhook/n8n',
  'POST /api/email/post-quiz',
  'GET /dev/mailbox',
])

/** Every route and method, read from Fastify's route tree (each line: indentation, path piece, methods). */
function listRoutes(): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = []
  const prefixes: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    prefixes.length = depth
    const url = (prefixes[depth - 1] ?? '') + match[2]!
    prefixes[depth] = url
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url: url.replace(/\/$/, '') })
  }
  return routes.filter((route, index) => routes.findIndex((other) => other.method === route.method && other.url === route.url) === index)
}

const BAD_BODY = JSON.stringify({ unknown_field: true, name: 42, email: 'not-an-email', status: 'nope', agentIds: 'all' })

function sendBad({ method, url }: { method: string; url: string }, cookie?: string) {
  const hasBody = method !== 'GET' && method !== 'DELETE'
  return app.inject({
    method: method as 'GET',
    // Bad params and a bad query as well as a bad body: none of them may be judged first.
    url: `${url.replaceAll(/:[a-z]+/g, 'not-a-uuid')}?limit=lots&cursor=x&unknown=1`,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    payload: hasBody ? BAD_BODY : undefined,
    remoteAddress: nextIp(),
  })
}

describe('authentication comes before validation', () => {
  it('finds the routes to check', () => {
    const routes = listRoutes().map((route) => `${route.method} ${route.url}`)
    expect(routes).toEqual(expect.arrayContaining([...PUBLIC, 'POST /api/onboarding/submit', 'GET /api/agents/:id/activity']))
    expect(routes.filter((route) => !PUBLIC.has(route)).length).toBeGreaterThanOrEqual(20)
  })

  it('answers 401 without field issues to a signed-out bad request on every authenticated route', async () => {
    const authenticated = listRoutes().filter((route) => !PUBLIC.has(`${route.method} ${route.url}`))
    for (const route of authenticated) {
      for (const cookie of [undefined, 'sid=forged']) {
        const response = await sendBad(route, cookie)
        expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(401)
        expect(response.json(), `${route.method} ${route.url}`).toEqual({ message: expect.any(String) })
      }
    }
  })

  it('answers 401 to a signed-out POST /api/onboarding/submit with a bad body, without the schema’s issues', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/onboarding/submit',
      headers: { 'content-type': 'application/json' },
      payload: '{"company": 1}',
      remoteAddress: nextIp(),
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: 'Not signed in' })
  })

  it('answers 403 to a member’s bad body on an owner-only route, before validating it', async () => {
    const owner = await registerUser(app)
    const member = await joinAsMember(app, owner.cookie)
    for (const route of [
      { method: 'POST', url: '/api/api-keys' },
      { method: 'POST', url: '/api/invitations' },
      { method: 'PUT', url: '/api/company/webhook' },
      { method: 'DELETE', url: '/api/api-keys/:id' },
      { method: 'DELETE', url: '/api/invitations/:id' },
    ]) {
      const response = await sendBad(route, member)
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(403)
      expect(response.json().issues, `${route.method} ${route.url}`).toBeUndefined()
    }
  })
})
