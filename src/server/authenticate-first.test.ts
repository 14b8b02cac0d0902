import { count, eq } from 'drizzle-orm'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { companies } from './modules/accounts'
import { deployAgents } from './modules/agents'
import { conversationMessages } from './modules/runtime'
import {
  configWithEveryRoute,
  INBOUND,
  inboundMessage,
  mailgunMultipart,
  mailgunSignature,
  postmarkAuthorization,
  standardWebhookHeaders,
} from './test/app-routes'
import { seedConversation } from './test/conversation-fixtures'
import { openTestDatabase } from './test/test-app'
import { joinAsMember, nextIp, registerUser } from './test/http'

// A stranger learns nothing about an authenticated route's schema: the session (or API key) is checked before the
// body, query and params are validated, so a signed-out bad request is 401 without field issues. The inbound mail
// webhooks' credential is their provider's signature or basic auth instead: without it, 401 before the body is mail.

/** Every route and method with its declared access; which access each must have is roles.test.ts's to check. */
const routes: { method: string; url: string; isPublic: boolean; isStaff: boolean }[] = []
function recordRoute(route: RouteOptions) {
  const access = route.config?.access
  for (const method of [route.method].flat())
    if (method !== 'HEAD')
      routes.push({ method, url: route.url.replace(/\/$/, ''), isPublic: access === 'public', isStaff: access === 'staff' })
}

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  const database = await openTestDatabase()
  // Every route, the inbound webhooks too (test/app-routes.ts).
  app = await buildApp({ config: configWithEveryRoute(), database, logger: false, onRoute: recordRoute })
  await app.ready()
  close = async () => {
    await app.close()
    await database.close()
  }
})
afterAll(() => close())

/** Routes anyone may call (access 'public', or outside /api); every other route must refuse a stranger first. */
function listRoutes(): { method: string; url: string; isStaff: boolean }[] {
  return routes.filter((route) => !route.isPublic && route.url.startsWith('/api'))
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
    const checked = listRoutes().map((route) => `${route.method} ${route.url}`)
    expect(checked).toEqual(expect.arrayContaining(['POST /api/onboarding/submit', 'GET /api/agents/:id/activity']))
    expect(checked).not.toContain('POST /api/login')
    expect(checked.length).toBeGreaterThanOrEqual(20)
  })

  it('answers 401 without field issues to a signed-out bad request on every authenticated route', async () => {
    for (const route of listRoutes()) {
      for (const cookie of [undefined, 'sid=forged']) {
        const response = await sendBad(route, cookie)
        // The back office answers a stranger as if it did not exist (docs/product.md#back-office): 404, still unvalidated.
        expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(route.isStaff ? 404 : 401)
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
      { method: 'POST', url: '/api/onboarding/submit' },
      { method: 'POST', url: '/api/agents/deploy' },
      { method: 'PATCH', url: '/api/agents/:id' },
    ]) {
      const response = await sendBad(route, member)
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(403)
      expect(response.json().issues, `${route.method} ${route.url}`).toBeUndefined()
    }
  })
})

const inboundUrls = () => routes.filter((route) => route.url.startsWith('/api/inbound/')).map((route) => `${route.method} ${route.url}`)

type Attempt = { label: string; headers: Record<string, string>; payload: string | Buffer }
const RFC822 = { 'content-type': 'message/rfc822' }
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const JSON_TYPE = { 'content-type': 'application/json' }
const OTHER_SECRET = `whsec_${Buffer.from('not-the-secret-of-this-server!!!').toString('base64')}`

/**
 * Each webhook's requests without its credential, or with a wrong one, in the content types the route reads: a real
 * reply to `to`'s conversation (stored, were the credential not checked) and bodies that are no message at all.
 */
async function refusedAttempts(to: string): Promise<Record<string, Attempt[]>> {
  const reply = inboundMessage(to)
  const mime: [string, string][] = [
    ['a reply', reply],
    ['not a message', 'hello, this is not a message'],
    ['an empty body', ''],
    ['bad JSON', BAD_BODY],
  ]
  const fields = { recipient: to, 'body-mime': reply }
  const forgedParts = await mailgunMultipart({ recipient: to, ...mailgunSignature('not-the-signing-key') }, reply)
  const wrongPassword = postmarkAuthorization('not-the-postmark-password')
  return {
    'POST /api/inbound/mime': mime.flatMap(([label, payload]) => [
      { label: `${label}, unsigned`, headers: RFC822, payload },
      { label: `${label}, signed with another secret`, headers: { ...RFC822, ...standardWebhookHeaders(payload, OTHER_SECRET) }, payload },
      { label: `${label}, a signature alone`, headers: { ...RFC822, 'webhook-signature': 'v1,AAAA' }, payload },
      {
        label: `${label}, as bytes, signed with another secret`,
        headers: { 'content-type': 'application/octet-stream', ...standardWebhookHeaders(payload, OTHER_SECRET) },
        payload: Buffer.from(payload),
      },
    ]),
    'POST /api/inbound/mailgun/mime': [
      { label: 'a form, unsigned', headers: FORM, payload: new URLSearchParams(fields).toString() },
      {
        label: 'a form signed with another key',
        headers: FORM,
        payload: new URLSearchParams({ ...fields, ...mailgunSignature('not-the-signing-key') }).toString(),
      },
      {
        label: 'a form with a malformed signature',
        headers: FORM,
        payload: new URLSearchParams({ ...fields, timestamp: 'soon', token: '', signature: 'zz' }).toString(),
      },
      { label: 'a multipart form signed with another key', headers: { 'content-type': forgedParts.type }, payload: forgedParts.payload },
      { label: 'bad JSON', headers: JSON_TYPE, payload: BAD_BODY },
    ],
    'POST /api/inbound/postmark': [
      ...(
        [
          ['none', undefined],
          ['a wrong password', wrongPassword],
          ['not base64', 'Basic !!!'],
          ['no colon', `Basic ${Buffer.from(INBOUND.postmark.user).toString('base64')}`],
          ['a bearer token', `Bearer ${INBOUND.postmark.password}`],
        ] as const
      ).flatMap(([credential, authorization]) =>
        (
          [
            ['a reply', JSON.stringify({ OriginalRecipient: to, RawEmail: reply })],
            ['bad JSON', BAD_BODY],
            ['JSON cut short', '{"RawEmail": "Fr'],
          ] as const
        ).map(([label, payload]) => ({
          label: `${label}, credentials: ${credential}`,
          headers: { ...JSON_TYPE, ...(authorization ? { authorization } : {}) },
          payload,
        })),
      ),
    ],
  }
}

describe('the inbound mail webhooks check their provider’s credential first', () => {
  let to: string
  const storedReplies = async () =>
    (await app.db.select({ n: count() }).from(conversationMessages).where(eq(conversationMessages.direction, 'in')))[0]!.n
  beforeAll(async () => {
    const [company] = await app.db.insert(companies).values({ name: 'Inbound Co' }).returning({ id: companies.id })
    const [agent] = await deployAgents(app.db, company!.id, ['sam'])
    const { replyToken } = await seedConversation(app.db, {
      companyId: company!.id,
      agentId: agent!.id,
      address: 'contact@sender.example',
      messages: [{ direction: 'out' }],
    })
    to = `reply+${replyToken}@${INBOUND.domain}`
  })

  it('answers 401 without field issues to every unsigned or wrongly signed request, and stores nothing', async () => {
    const attempts = await refusedAttempts(to)
    expect(inboundUrls().sort()).toEqual(Object.keys(attempts).sort())
    const before = await storedReplies()
    const failures: string[] = []
    for (const [route, list] of Object.entries(attempts))
      for (const { label, headers, payload } of list) {
        const url = route.split(' ')[1]!
        const response = await app.inject({ method: 'POST', url, headers, payload, remoteAddress: nextIp() })
        const body = response.headers['content-type']?.toString().startsWith('application/json') ? response.json() : response.body
        if (response.statusCode !== 401 || Object.keys(body).join() !== 'message' || typeof body.message !== 'string')
          failures.push(`${route} ${label} → ${response.statusCode} ${JSON.stringify(body).slice(0, 200)}`)
      }
    expect(failures).toEqual([])
    expect(await storedReplies()).toBe(before)
  })

  // The refusals above are the credential's: the same reply, rightly signed, is stored by each route.
  it('stores the same reply when it is rightly signed', async () => {
    const before = await storedReplies()
    const reply = () => inboundMessage(to)
    const mime = reply()
    const responses = [
      await app.inject({
        method: 'POST',
        url: '/api/inbound/mime',
        headers: { ...RFC822, ...standardWebhookHeaders(mime) },
        payload: mime,
      }),
      await app.inject({
        method: 'POST',
        url: '/api/inbound/mailgun/mime',
        headers: FORM,
        payload: new URLSearchParams({ recipient: to, 'body-mime': reply(), ...mailgunSignature() }).toString(),
      }),
      await app.inject({
        method: 'POST',
        url: '/api/inbound/postmark',
        headers: { ...JSON_TYPE, authorization: postmarkAuthorization() },
        payload: JSON.stringify({ OriginalRecipient: to, RawEmail: reply() }),
      }),
    ]
    expect(responses.map((response) => [response.statusCode, response.json()])).toEqual(Array(3).fill([200, { outcome: 'stored' }]))
    expect(await storedReplies()).toBe(before + 3)
  })
})
