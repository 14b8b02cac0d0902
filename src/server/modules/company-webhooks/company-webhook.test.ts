// @both-databases: company webhook deliveries through the job queue
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { companies } from '@/server/modules/accounts'
import { agentWebhookDeliveries } from './schema'
import { checkWebhookTarget } from './company-webhook'
import { buildApp } from '@/server/app'
import { ConfigError, loadConfig } from '@/server/config'
import type { ResolveHost } from '@/server/platform/webhooks/public-address'
import { loadTestConfig, openTestDatabase } from '@/server/test/test-app'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'
import { freePort, waitFor } from '@/server/test/polling'

// The apps' DNS: this machine has none, and a test must say what each name resolves to (rebinding: say it again).
const dns = new Map<string, string[]>([
  ['n8n.example.com', ['93.184.216.34', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']],
  ['evil.example.com', ['93.184.216.35']],
  ['localhost.', ['127.0.0.1', '::1']],
  ['metadata', ['169.254.169.254']],
  ['kubernetes.default.svc', ['10.96.0.1']],
  ['127.0.0.1.nip.io', ['127.0.0.1']],
  ['mixed.example.com', ['93.184.216.34', '10.0.0.7']],
  ['office.example.com', ['192.168.1.20']],
])
const lookups: string[] = []
const resolve: ResolveHost = async (hostname) => {
  lookups.push(hostname)
  const addresses = dns.get(hostname)
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
  return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
}

/**
 * createTestApp, with the resolver above in its config (a field no environment variable reaches). A failed attempt is
 * retried at the worker's next poll: the retry tests wait for attempts, not a delay.
 */
async function startApp(env: Record<string, string> = {}) {
  const database = await openTestDatabase()
  const config = loadTestConfig(env, { agentWebhookSchedule: [0, 0, 0, 0] })
  const app = await buildApp({ config: { ...config, userUrls: { ...config.userUrls, resolve } }, database, logger: false })
  await app.ready()
  const close = async () => {
    await app.close()
    await database.close()
  }
  return { app, close }
}

// `app` refuses private addresses, as by default; `privateApp` runs with WEBHOOK_ALLOW_PRIVATE=true, as an operator
// whose n8n runs beside the app would, so its deliveries reach this machine's receivers on 127.0.0.1.
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

type Received = { headers: IncomingHttpHeaders; body: string }

/** A receiver that fails its first `failures` calls with 503, then accepts. */
async function startReceiver(failures = 0) {
  const port = await freePort()
  const received: Received[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(received.length <= failures ? 503 : 204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${port}/webhook/agents`, received, close: () => new Promise<void>((done) => server.close(() => done())) }
}

const put = (cookie: string | undefined, body: unknown, target = app) =>
  target.inject({
    method: 'PUT',
    url: '/api/company/webhook',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  })

describe('the company webhook', () => {
  it('is set by the owner with a secret made once, and refused to members, bad URLs and strangers', async () => {
    const owner = await registerUser(app)
    expect((await requestJson(app, { url: '/api/company/webhook', cookie: owner.cookie })).json()).toEqual({ url: null, secret: null })
    const set = await put(owner.cookie, { url: 'https://n8n.example.com/webhook/agents' })
    expect(set.statusCode, set.body).toBe(200)
    const { secret } = set.json()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    expect((await put(owner.cookie, { url: 'https://n8n.example.com/webhook/other' })).json()).toEqual({
      url: 'https://n8n.example.com/webhook/other',
      secret,
    })
    for (const body of [{}, { url: 'ftp://x.example' }, { url: 'not a url' }, { url: 'https://x.example', extra: 1 }])
      expect((await put(owner.cookie, body)).statusCode).toBe(400)
    expect((await put(undefined, { url: 'https://n8n.example.com/x' })).statusCode).toBe(401)
    const cleared = await requestJson(app, { method: 'DELETE', url: '/api/company/webhook', cookie: owner.cookie })
    expect(cleared.json()).toEqual({ url: null, secret })
  })

  it('is the owner’s: a member gets 403, another company sees its own', async () => {
    const owner = await registerUser(app)
    const stranger = await registerUser(app)
    await put(owner.cookie, { url: 'https://n8n.example.com/webhook/agents' })
    const member = await joinAsMember(app, owner.cookie)
    expect((await requestJson(app, { url: '/api/company/webhook', cookie: member })).statusCode).toBe(403)
    expect((await put(member, { url: 'https://evil.example.com/x' })).statusCode).toBe(403)
    expect((await requestJson(app, { method: 'DELETE', url: '/api/company/webhook', cookie: member })).statusCode).toBe(403)
    expect((await requestJson(app, { url: '/api/company/webhook', cookie: stranger.cookie })).json()).toEqual({ url: null, secret: null })
    expect((await requestJson(app, { url: '/api/company/webhook', cookie: owner.cookie })).json().url).toBe(
      'https://n8n.example.com/webhook/agents',
    )
  })

  it('refuses plain http in production, and internal addresses everywhere', async () => {
    const production = { production: true, policy: { allowPrivate: false, resolve } }
    await expect(checkWebhookTarget('http://n8n.example.com/x', production)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Use an https:// webhook URL',
      issues: [{ path: 'url', message: 'Use an https:// webhook URL' }],
    })
    for (const url of ['https://localhost./x', 'https://127.0.0.1/x', 'https://10.1.2.3/x', 'https://[::1]/x', 'https://169.254.169.254/x'])
      await expect(checkWebhookTarget(url, production), url).rejects.toThrow(/^Use a public webhook URL: /)
    await expect(checkWebhookTarget('https://n8n.example.com/webhook/agents', production)).resolves.toBeUndefined()
    // Outside production plain http is fine; a local n8n needs WEBHOOK_ALLOW_PRIVATE like anywhere else.
    const development = { production: false, policy: { allowPrivate: false, resolve } }
    await expect(checkWebhookTarget('http://n8n.example.com/x', development)).resolves.toBeUndefined()
    await expect(checkWebhookTarget('http://127.0.0.1:5678/x', development)).rejects.toThrow(/loopback/)
    await expect(
      checkWebhookTarget('http://127.0.0.1:5678/x', { production: false, policy: { allowPrivate: true } }),
    ).resolves.toBeUndefined()
  })

  it.each([
    ['https://localhost.:PORT/', 'localhost. resolves to a loopback address (this server itself)'],
    ['https://[::ffff:127.0.0.1]:PORT/', '::ffff:7f00:1 is a loopback address (this server itself)'],
    ['https://[::]:PORT/', ':: is an unspecified address (0.0.0.0 or ::)'],
    ['https://0.0.0.0:PORT/', '0.0.0.0 is an unspecified address (0.0.0.0 or ::)'],
    ['https://[::ffff:169.254.169.254]/latest/meta-data/', '::ffff:a9fe:a9fe is a link-local address (such as a cloud metadata service)'],
    ['https://[64:ff9b::169.254.169.254]/latest/', '64:ff9b::a9fe:a9fe is a link-local address (such as a cloud metadata service)'],
    ['https://[2002:a00:1::1]/x', '2002:a00:1::1 is a private network address'],
    ['https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/x', '2001:0:4136:e378:8000:63bf:3fff:fdd2 is a reserved or special-purpose address'],
    ['https://[::7f00:1]/x', '::7f00:1 is a reserved or special-purpose address'],
    ['https://198.18.0.1/x', '198.18.0.1 is a reserved or special-purpose address'],
    ['https://100.64.0.1/x', '100.64.0.1 is a carrier-grade NAT address'],
    ['https://2130706433/x', '127.0.0.1 is a loopback address (this server itself)'],
    ['https://[fd00::1]/x', 'fd00::1 is a private network address'],
    ['https://224.0.0.1/x', '224.0.0.1 is a multicast address'],
    ['https://255.255.255.255/x', '255.255.255.255 is the broadcast address'],
    ['https://metadata/computeMetadata/v1/', 'metadata resolves to a link-local address (such as a cloud metadata service)'],
    ['https://kubernetes.default.svc/api', 'kubernetes.default.svc resolves to a private network address'],
    ['https://127.0.0.1.nip.io/x', '127.0.0.1.nip.io resolves to a loopback address (this server itself)'],
    ['https://mixed.example.com/x', 'mixed.example.com resolves to a private network address'],
  ])('refuses %s when saved, in plain words, and keeps the URL it had', async (url, reason) => {
    const owner = await registerUser(app)
    const response = await put(owner.cookie, { url: url.replace('PORT', String(await freePort())) })
    const message = `Use a public webhook URL: ${reason}`
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, issues: [{ path: 'url', message }] })
    expect((await requestJson(app, { url: '/api/company/webhook', cookie: owner.cookie })).json()).toEqual({ url: null, secret: null })
  })

  it('refuses a name that does not resolve, and says to check it', async () => {
    const owner = await registerUser(app)
    const response = await put(owner.cookie, { url: 'https://n8n.typo.example.com/webhook' })
    const message = 'Check the webhook URL: n8n.typo.example.com could not be found'
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message, issues: [{ path: 'url', message }] })
  })

  it('lets an operator’s own networks through under WEBHOOK_ALLOW_PRIVATE, never link-local or unspecified', async () => {
    expect(loadConfig({}).userUrls).toEqual({ allowPrivate: false })
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true' }).userUrls).toEqual({ allowPrivate: true })
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'sometimes' })).toThrow(ConfigError)
    const owner = await registerUser(privateApp)
    const opened = [
      'https://10.0.0.5/x',
      'https://[fd00::5]/x',
      'https://127.0.0.1:5678/x',
      'https://100.64.0.1/x',
      'https://office.example.com/x',
    ]
    for (const url of opened) {
      expect((await put(owner.cookie, { url }, privateApp)).statusCode, url).toBe(200)
      expect((await put((await registerUser(app)).cookie, { url })).statusCode, url).toBe(400)
    }
    const shut = [
      'https://169.254.169.254/latest/meta-data/',
      'https://[::ffff:169.254.169.254]/latest/',
      'https://[fe80::1]/x',
      'https://[fd00:ec2::254]/latest/',
      'https://100.100.100.200/latest/',
      'https://metadata/computeMetadata/v1/',
      'https://0.0.0.0/x',
      'https://[::]/x',
      'https://224.0.0.1/x',
      'https://198.18.0.1/x',
    ]
    for (const url of shut) expect((await put(owner.cookie, { url }, privateApp)).statusCode, url).toBe(400)
  })

  it('receives each agent output, signed with the company secret, retried after a failure', async () => {
    const receiver = await startReceiver(1)
    const owner = await registerUser(privateApp)
    const { secret } = (await put(owner.cookie, { url: receiver.url }, privateApp)).json()
    // The full output: with local processing on (the default) it would carry references and facts only, which
    // privacy-controls.test.ts checks (docs/decisions/101-privacy-controls.md).
    await privateApp.db.update(companies).set({ local_processing: false }).where(eq(companies.id, owner.user.company_id))
    await runFinn(privateApp, owner.cookie)

    await waitFor(
      async () => receiver.received.length,
      (n) => n >= 2,
    )
    const [failed, delivered] = receiver.received
    expect(failed!.headers['webhook-id']).toBe(delivered!.headers['webhook-id'])
    const body = new Webhook(secret).verify(delivered!.body, delivered!.headers as Record<string, string>) as Record<string, unknown>
    expect(body).toMatchObject({
      type: 'agent.run',
      trigger: 'deal.won',
      status: 'succeeded',
      agent: { name: 'Finn', catalogue_id: 'finn' },
      personal_data: 'included',
      summary: 'Invoiced Park Dental $12,000 on 30-day terms',
      email: { to: 'billing@parkdental.example.com' },
    })
    const [row] = await waitFor(
      () => readDeliveries(privateApp, owner.user.company_id),
      (rows) => rows[0]?.status === 'delivered',
    )
    expect(row).toMatchObject({ attempts: 2, last_status_code: 204, last_response: '', last_error: null })
    await receiver.close()
  })

  it('checks again at delivery: a name rebound to a private address is refused and recorded, and nothing is sent', async () => {
    const receiver = await startReceiver()
    const owner = await registerUser(app)
    dns.set('rebind.example.com', ['93.184.216.34'])
    const url = receiver.url.replace('127.0.0.1', 'rebind.example.com')
    expect((await put(owner.cookie, { url })).statusCode).toBe(200)
    dns.set('rebind.example.com', ['127.0.0.1'])
    await runFinn(app, owner.cookie)

    const [row] = await waitFor(
      () => readDeliveries(app, owner.user.company_id),
      (rows) => rows[0]?.status === 'failed',
    )
    expect(row).toMatchObject({
      attempts: 4,
      last_status_code: null,
      last_response: null,
      last_error: 'Refused: rebind.example.com resolves to 127.0.0.1, a loopback address (this server itself)',
    })
    expect(receiver.received).toEqual([])
    await receiver.close()
  })

  it('connects to the address it checked: a name only this test’s resolver knows reaches the receiver', async () => {
    const receiver = await startReceiver()
    dns.set('n8n.internal.test', ['127.0.0.1'])
    const url = receiver.url.replace('127.0.0.1', 'n8n.internal.test')
    // Loopback is refused unless the operator allows private addresses.
    expect((await put((await registerUser(app)).cookie, { url })).statusCode).toBe(400)
    const owner = await registerUser(privateApp)
    expect((await put(owner.cookie, { url }, privateApp)).statusCode).toBe(200)
    lookups.length = 0
    await runFinn(privateApp, owner.cookie)

    const [row] = await waitFor(
      () => readDeliveries(privateApp, owner.user.company_id),
      (rows) => rows[0]?.status === 'delivered',
    )
    expect(row).toMatchObject({ attempts: 1, last_status_code: 204 })
    // The system resolver does not know the name: the POST came through the checked address, asked for once.
    expect(receiver.received).toHaveLength(1)
    expect(receiver.received[0]!.headers.host).toBe(new URL(url).host)
    expect(lookups.filter((name) => name === 'n8n.internal.test')).toEqual(['n8n.internal.test'])
    await receiver.close()
  })
})

/** Deploys Finn and sends it a won deal: one run, whose output goes to the company webhook. */
async function runFinn(target: FastifyInstance, cookie: string) {
  await requestJson(target, { method: 'POST', url: '/api/agents/deploy', cookie, body: { agentIds: ['finn'] } })
  const sent = await requestJson(target, {
    method: 'POST',
    url: '/api/events',
    cookie,
    body: { type: 'deal.won', data: EVENT_EXAMPLES['deal.won'][0] },
  })
  expect(sent.statusCode).toBe(202)
}

function readDeliveries(target: FastifyInstance, companyId: string) {
  return target.db.select().from(agentWebhookDeliveries).where(eq(agentWebhookDeliveries.company_id, companyId))
}
