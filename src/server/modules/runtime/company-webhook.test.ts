import { createServer, type IncomingHttpHeaders } from 'node:http'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { agentWebhookDeliveries } from './schema'
import { checkWebhookTarget } from './company-webhook'
import { createTestApp } from '@/server/test/test-app'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'
import { freePort, waitFor } from '@/server/test/polling'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  // A failed attempt is retried at the worker's next poll: the retry test waits for the attempt, not a delay.
  ;({ app, close } = await createTestApp({}, { timing: { agentWebhookSchedule: [0, 0, 0, 0] } }))
})
afterAll(() => close())

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

const put = (cookie: string | undefined, body: unknown) =>
  app.inject({
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

  it('refuses plain http and internal addresses in production', () => {
    for (const url of [
      'http://n8n.example.com/x',
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://192.168.0.4/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest',
    ]) {
      expect(() => checkWebhookTarget(url, true), url).toThrow('Use a public https:// webhook URL')
    }
    expect(() => checkWebhookTarget('https://n8n.example.com/webhook/agents', true)).not.toThrow()
    expect(() => checkWebhookTarget('http://127.0.0.1:5678/x', false)).not.toThrow()
  })

  it('receives each agent output, signed with the company secret, retried after a failure', async () => {
    const receiver = await startReceiver(1)
    const owner = await registerUser(app)
    await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['finn'] } })
    const { secret } = (await put(owner.cookie, { url: receiver.url })).json()
    const sent = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      payload: JSON.stringify({ type: 'deal.won', data: EVENT_EXAMPLES['deal.won'][0] }),
    })
    expect(sent.statusCode).toBe(202)

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
      summary: 'Invoiced Park Dental $12,000 on 30-day terms',
      email: { to: 'billing@parkdental.example.com' },
    })
    const [row] = await waitFor(
      () => app.db.select().from(agentWebhookDeliveries).where(eq(agentWebhookDeliveries.company_id, owner.user.company_id)),
      (rows) => rows[0]?.status === 'delivered',
    )
    expect(row).toMatchObject({ attempts: 2, last_status_code: 204 })
    await receiver.close()
  })
})
