// @both-databases: test sends at once against their limit; deliveries through the job queue
import { createServer } from 'node:http'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import type { WebhookDeliveriesPage, WebhookDelivery } from '@/shared/schemas/webhook-deliveries'
import { buildApp } from '@/server/app'
import type { ResolveHost } from '@/server/platform/webhooks/public-address'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'
import { freePort, waitFor } from '@/server/test/polling'
import { loadTestConfig, openTestDatabase } from '@/server/test/test-app'
import { agentWebhookAttempts, agentWebhookDeliveries } from './schema'
import { NO_WEBHOOK_MESSAGE } from './webhook-test-event'

// This machine has no DNS: each name a test uses resolves to what the test says (rebinding: it says so again).
const dns = new Map<string, string[]>([['n8n.example.com', ['93.184.216.34']]])
const resolve: ResolveHost = async (hostname) => {
  const addresses = dns.get(hostname)
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
  return addresses.map((address) => ({ address, family: 4 }))
}

// A failed attempt is retried at the worker's next poll: the tests wait for attempts, never for a delay.
async function startApp(env: Record<string, string> = {}) {
  const database = await openTestDatabase()
  const config = loadTestConfig(env, { agentWebhookSchedule: [0, 0, 0, 0] })
  const app = await buildApp({ config: { ...config, userUrls: { ...config.userUrls, resolve } }, database, logger: false })
  await app.ready()
  return { app, close: () => app.close().then(() => database.close()) }
}

// `app` refuses private addresses, as by default; `privateApp` allows them (WEBHOOK_ALLOW_PRIVATE), as an operator whose
// n8n runs beside the app would, so its deliveries reach this machine's receivers.
let app: FastifyInstance
let privateApp: FastifyInstance
const closers: (() => Promise<void>)[] = []
beforeAll(async () => {
  const [plain, withPrivate] = await Promise.all([startApp(), startApp({ WEBHOOK_ALLOW_PRIVATE: 'true' })])
  app = plain.app
  privateApp = withPrivate.app
  closers.push(plain.close, withPrivate.close)
})
afterAll(() => Promise.all(closers.map((close) => close())))

type Received = { headers: Record<string, string>; body: string }

/** A receiver that answers its first calls from `answers` (status and body), then 200 {"ok":true}. */
async function startReceiver(answers: [number, string][] = []) {
  const port = await freePort()
  const received: Received[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ headers: request.headers as Record<string, string>, body })
      const [status, answer] = answers[received.length - 1] ?? [200, '{"ok":true}']
      response.writeHead(status, { 'content-type': 'text/plain' }).end(answer)
    })
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  closers.push(() => new Promise<void>((done) => server.close(() => done())))
  return { url: `http://127.0.0.1:${port}/webhook/agents`, port, received }
}

const setWebhook = async (target: FastifyInstance, cookie: string, url: string) => {
  const response = await target.inject({
    method: 'PUT',
    url: '/api/company/webhook',
    headers: { 'content-type': 'application/json', cookie },
    payload: JSON.stringify({ url }),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { url: string; secret: string }
}
const sendTest = (target: FastifyInstance, cookie: string | undefined) =>
  requestJson(target, { method: 'POST', url: '/api/company/webhook/test', cookie })
const readLog = async (target: FastifyInstance, cookie: string, query = ''): Promise<WebhookDeliveriesPage> => {
  const response = await requestJson(target, { url: `/api/company/webhook/deliveries${query}`, cookie })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}
const finished = (delivery: WebhookDelivery | undefined) => delivery !== undefined && delivery.status !== 'pending'

describe('the test event', () => {
  it('is delivered through the queue, signed, retried, and every attempt is in the log with what the receiver said', async () => {
    const receiver = await startReceiver([[503, 'Workflow "Agents" is not active']])
    const owner = await registerUser(privateApp)
    const { secret } = await setWebhook(privateApp, owner.cookie, receiver.url)

    const sent = await sendTest(privateApp, owner.cookie)
    expect(sent.statusCode, sent.body).toBe(202)
    const queued: WebhookDelivery = sent.json()
    expect(queued).toMatchObject({ event: 'webhook.test', summary: null, url: receiver.url, status: 'pending', attempts: [] })
    expect(queued.id).toMatch(/^msg_[0-9a-f]{32}$/)

    const {
      deliveries: [delivery],
    } = await waitFor(
      () => readLog(privateApp, owner.cookie),
      (page) => finished(page.deliveries[0]),
      { what: 'the test event to be delivered' },
    )
    expect(delivery).toMatchObject({ id: queued.id, status: 'delivered', next_attempt_at: null })
    expect(delivery!.attempts).toEqual([
      {
        attempt: 2,
        attempted_at: expect.any(String),
        status_code: 200,
        response: '{"ok":true}',
        error: null,
        next_attempt_at: null,
      },
      {
        attempt: 1,
        attempted_at: expect.any(String),
        status_code: 503,
        response: 'Workflow "Agents" is not active',
        error: 'HTTP 503: Workflow "Agents" is not active',
        next_attempt_at: expect.any(String),
      },
    ])
    expect(receiver.received).toHaveLength(2)
    const body = new Webhook(secret).verify(receiver.received[1]!.body, receiver.received[1]!.headers)
    expect(body).toEqual({
      type: 'webhook.test',
      company: { id: owner.user.company_id, name: expect.any(String) },
      message: expect.any(String),
    })
    expect(receiver.received[0]!.headers['webhook-id']).toBe(queued.id)
  })

  it('meets the same address checks as every delivery: a name rebound to loopback is refused and logged, nothing sent', async () => {
    const receiver = await startReceiver()
    const owner = await registerUser(app)
    dns.set('rebind.example.com', ['93.184.216.34'])
    await setWebhook(app, owner.cookie, `http://rebind.example.com:${receiver.port}/webhook`)
    dns.set('rebind.example.com', ['127.0.0.1'])
    expect((await sendTest(app, owner.cookie)).statusCode).toBe(202)

    const {
      deliveries: [delivery],
    } = await waitFor(
      () => readLog(app, owner.cookie),
      (page) => finished(page.deliveries[0]),
      { what: 'the refused test event to give up' },
    )
    expect(delivery!.status).toBe('failed')
    expect(delivery!.attempts).toHaveLength(4)
    for (const attempt of delivery!.attempts)
      expect(attempt).toMatchObject({
        status_code: null,
        response: null,
        error: 'Refused: rebind.example.com resolves to 127.0.0.1, a loopback address (this server itself)',
      })
    expect(delivery!.attempts[0]!.next_attempt_at).toBeNull()
    expect(receiver.received).toEqual([])
  })

  it('needs a saved webhook, and is the owner’s: a member gets 403, a stranger 401; nothing is queued', async () => {
    const owner = await registerUser(privateApp)
    const refused = await sendTest(privateApp, owner.cookie)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ message: NO_WEBHOOK_MESSAGE })
    const receiver = await startReceiver()
    await setWebhook(privateApp, owner.cookie, receiver.url)
    const member = await joinAsMember(privateApp, owner.cookie)
    const forbidden = await sendTest(privateApp, member)
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json()).toEqual({ message: 'Only the company owner can do this' })
    expect((await sendTest(privateApp, undefined)).statusCode).toBe(401)
    const rows = await privateApp.db
      .select()
      .from(agentWebhookDeliveries)
      .where(eq(agentWebhookDeliveries.company_id, owner.user.company_id))
    expect(rows).toEqual([])
    expect((await requestJson(privateApp, { url: '/api/company/webhook/deliveries', cookie: member })).statusCode).toBe(403)
    expect((await requestJson(privateApp, { url: '/api/company/webhook/deliveries' })).statusCode).toBe(401)
  })

  it('is limited per company, counted before anything is queued: of twelve sent at once, ten are queued', async () => {
    const receiver = await startReceiver()
    const owner = await registerUser(privateApp)
    await setWebhook(privateApp, owner.cookie, receiver.url)
    const responses = await Promise.all(Array.from({ length: 12 }, () => sendTest(privateApp, owner.cookie)))
    expect(responses.filter((response) => response.statusCode === 202)).toHaveLength(10)
    const refused = responses.filter((response) => response.statusCode === 429)
    expect(refused).toHaveLength(2)
    expect(refused[0]!.json().message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/)
    expect(refused[0]!.headers['retry-after']).toEqual(expect.any(String))
    const rows = await privateApp.db
      .select()
      .from(agentWebhookDeliveries)
      .where(eq(agentWebhookDeliveries.company_id, owner.user.company_id))
    expect(rows).toHaveLength(10)
  })
})

describe('the delivery log', () => {
  it('lists agent outputs and test events newest first, a page at a time, the company’s own only', async () => {
    const receiver = await startReceiver()
    const owner = await registerUser(privateApp)
    const other = await registerUser(privateApp)
    await setWebhook(privateApp, owner.cookie, receiver.url)
    await requestJson(privateApp, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['finn'] } })
    const event = await requestJson(privateApp, {
      method: 'POST',
      url: '/api/events',
      cookie: owner.cookie,
      body: { type: 'deal.won', data: EVENT_EXAMPLES['deal.won'][0] },
    })
    expect(event.statusCode).toBe(202)
    await waitFor(
      () => readLog(privateApp, owner.cookie),
      (page) => page.deliveries.length === 1,
      { what: 'the run’s delivery' },
    )
    const tests = []
    for (let index = 0; index < 3; index += 1) tests.push((await sendTest(privateApp, owner.cookie)).json().id as string)

    const first = await readLog(privateApp, owner.cookie, '?limit=2')
    expect(first.deliveries.map((delivery) => delivery.id)).toEqual([tests[2], tests[1]])
    expect(first.next_cursor).toEqual(expect.any(String))
    const second = await readLog(privateApp, owner.cookie, `?limit=2&cursor=${first.next_cursor}`)
    expect(second.deliveries.map((delivery) => delivery.event)).toEqual(['webhook.test', 'agent.run'])
    expect(second.deliveries[0]!.id).toBe(tests[0])
    // Local processing is on by default: the output, and so its line in the log, names the customer by initials
    // (docs/decisions/101-privacy-controls.md).
    expect(second.deliveries[1]!.summary).toBe('Finn: Invoiced P••• D••• $12,000 on 30-day terms')
    expect(second.next_cursor).toBeNull()

    expect(await readLog(privateApp, other.cookie)).toEqual({ deliveries: [], next_cursor: null })
  })

  it('shows the start of a long answer only, whole characters, and keeps the first kilobyte stored', async () => {
    const long = `${'é'.repeat(299)}😀${'x'.repeat(2000)}`
    const receiver = await startReceiver([[500, long]])
    const owner = await registerUser(privateApp)
    await setWebhook(privateApp, owner.cookie, receiver.url)
    const { id } = (await sendTest(privateApp, owner.cookie)).json()
    const {
      deliveries: [delivery],
    } = await waitFor(
      () => readLog(privateApp, owner.cookie),
      (page) => finished(page.deliveries[0]),
    )
    const failed = delivery!.attempts.at(-1)!
    expect(failed.status_code).toBe(500)
    expect(failed.response).toBe(`${'é'.repeat(299)}😀…`)
    const [stored] = await privateApp.db.select().from(agentWebhookAttempts).where(eq(agentWebhookAttempts.delivery_id, id))
    expect(Buffer.byteLength(stored!.response!)).toBeLessThanOrEqual(1024 + 2)
  })

  it('refuses a bad page size or cursor with 400', async () => {
    const owner = await registerUser(app)
    const bad = ['?limit=0', '?limit=51', '?limit=x', '?cursor=nope', `?cursor=${Buffer.from('["1","x"]').toString('base64url')}`]
    for (const query of bad) {
      const response = await requestJson(app, { url: `/api/company/webhook/deliveries${query}`, cookie: owner.cookie })
      expect(response.statusCode, query).toBe(400)
      expect(response.json()).toEqual({ message: expect.any(String), issues: expect.any(Array) })
    }
  })
})
