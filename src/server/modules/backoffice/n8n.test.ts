import { randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { N8nStatus, N8nTestResult } from '@/shared/backoffice/n8n'
import { N8N_NOT_CONFIGURED, N8N_NOT_REGISTERED, N8N_TEST_URL } from '@/shared/backoffice/n8n-explanations'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'
import { freePort, waitFor } from '@/server/test/polling'
import { submitQuiz } from '@/server/test/quiz-fixtures'
import { signInAsStaff } from '@/server/test/staff-session'
import { createTestApp } from '@/server/test/test-app'
import { TEST_LEADS_PER_STAFF_MEMBER } from './n8n-routes'

// docs/product.md#back-office, docs/n8n.md: the n8n page shows the configured webhook without its secret, the last
// deliveries in plain words, and sends a signed test lead on request.

const SECRET = `whsec_${randomBytes(24).toString('base64')}`
const SECRET_KEY = SECRET.slice('whsec_'.length)
const NOT_REGISTERED = '{"code":404,"message":"The requested webhook \\"POST agentworks-lead\\" is not registered.","hint":"…"}'

type Hit = { url: string; headers: IncomingHttpHeaders; body: string }
type Answer = (response: ServerResponse) => void
const ok: Answer = (response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"message":"Workflow was started"}')
const notRegistered: Answer = (response) => response.writeHead(404, { 'content-type': 'application/json' }).end(NOT_REGISTERED)

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** An n8n stand-in on 127.0.0.1 that keeps every request and answers with whatever `receiver.answer` is now. */
async function startReceiver() {
  const receiver = { hits: [] as Hit[], answer: ok, port: await freePort() }
  const server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      receiver.hits.push({ url: request.url ?? '', headers: request.headers, body })
      receiver.answer(response)
    })
  })
  await new Promise<void>((resolve) => server.listen(receiver.port, '127.0.0.1', resolve))
  cleanups.push(() => new Promise<void>((done) => server.close(() => done())))
  return receiver
}

async function appWith(env: Record<string, string>) {
  const test = await createTestApp(env)
  cleanups.push(test.close)
  return test.app
}

/** Every answer the tests read, to check that the secret appears in none. */
const answers: string[] = []
async function call(
  app: FastifyInstance,
  cookie: string | undefined,
  method: 'GET' | 'POST',
  url: string,
): Promise<LightMyRequestResponse> {
  const response = await requestJson(app, { method, url, cookie })
  answers.push(response.body)
  return response
}
const getStatus = (app: FastifyInstance, cookie: string) => call(app, cookie, 'GET', '/api/admin/n8n')
const sendTest = (app: FastifyInstance, cookie: string) => call(app, cookie, 'POST', '/api/admin/n8n/test')

describe('the n8n connection page', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let app: FastifyInstance
  let staff: string

  beforeAll(async () => {
    receiver = await startReceiver()
    app = await appWith({ N8N_WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/webhook/agentworks-lead`, N8N_WEBHOOK_SECRET: SECRET })
    staff = (await signInAsStaff(app)).cookie
  })

  it('answers 404 to a visitor, a company owner and a member, as for an unknown route', async () => {
    const owner = await registerUser(app)
    const member = await joinAsMember(app, owner.cookie)
    for (const cookie of [undefined, owner.cookie, member]) {
      for (const [method, url] of [
        ['GET', '/api/admin/n8n'],
        ['POST', '/api/admin/n8n/test'],
      ] as const) {
        const response = await call(app, cookie, method, url)
        expect(response.statusCode, `${method} ${url}`).toBe(404)
        expect(response.json()).toEqual({ message: expect.any(String) })
      }
    }
    expect(receiver.hits).toEqual([])
  })

  it('shows the host and the masked production URL, and the last deliveries with their outcome in plain words', async () => {
    receiver.answer = ok
    const delivered = await submitQuiz(app, { company_name: 'Delivered Gym' })
    const first = await waitFor(
      async () => (await getStatus(app, staff)).json() as N8nStatus,
      (status) => status.deliveries.some((delivery) => delivery.lead_id === delivered && delivery.status === 'delivered'),
      { what: 'the delivered lead' },
    )
    expect(first).toMatchObject({
      configured: true,
      host: `127.0.0.1:${receiver.port}`,
      url: `http://127.0.0.1:${receiver.port}/webhook/…`,
      is_test_url: false,
      warning: null,
    })
    expect(first.deliveries[0]).toMatchObject({
      lead_id: delivered,
      company_name: 'Delivered Gym',
      redelivery: false,
      attempts: 1,
      last_status_code: 200,
      last_answer: '{"message":"Workflow was started"}',
      explanation: expect.stringMatching(/^n8n took it \(HTTP 200\)/),
      finished_at: expect.any(String),
    })

    receiver.answer = notRegistered
    const refused = await submitQuiz(app, { company_name: 'Unregistered Gym' })
    const second = await waitFor(
      async () => (await getStatus(app, staff)).json() as N8nStatus,
      (status) => status.deliveries.some((delivery) => delivery.lead_id === refused && delivery.attempts > 0),
      { what: 'the refused lead’s first attempt' },
    )
    const failing = second.deliveries.find((delivery) => delivery.lead_id === refused)!
    expect(failing).toMatchObject({ status: 'pending', last_status_code: 404, explanation: N8N_NOT_REGISTERED, finished_at: null })
    expect(failing.last_answer).toContain('is not registered')
    // Newest first.
    expect(second.deliveries.map((delivery) => delivery.lead_id).slice(0, 2)).toEqual([refused, delivered])
  })

  it('sends a signed sample lead at once and shows n8n’s answer, explaining its “not registered” 404', async () => {
    receiver.answer = notRegistered
    const response = await sendTest(app, staff)
    expect(response.statusCode, response.body).toBe(200)
    const result = response.json() as N8nTestResult
    expect(result).toMatchObject({ outcome: 'failed', status_code: 404, explanation: N8N_NOT_REGISTERED, error: null })
    expect(result.response).toContain('is not registered')
    expect(result.id).toMatch(/^msg_test_[0-9a-f]{32}$/)
    expect(result.duration_ms).toBeGreaterThanOrEqual(0)

    const hit = receiver.hits.find((candidate) => candidate.headers['webhook-id'] === result.id)!
    expect(hit.url).toBe('/webhook/agentworks-lead')
    const verified = new Webhook(SECRET).verify(hit.body, hit.headers as Record<string, string>) as Record<string, unknown>
    expect(verified).toMatchObject({ test: true, leadSource: 'quiz-funnel', answers: { contact_email: 'test-lead@example.com' } })

    receiver.answer = ok
    const delivered = (await sendTest(app, staff)).json() as N8nTestResult
    expect(delivered).toMatchObject({ outcome: 'delivered', status_code: 200, response: '{"message":"Workflow was started"}' })
  })

  it('limits test leads per staff member', async () => {
    const other = (await signInAsStaff(app)).cookie
    receiver.answer = ok
    for (let sent = 0; sent < TEST_LEADS_PER_STAFF_MEMBER.max; sent += 1) expect((await sendTest(app, other)).statusCode).toBe(200)
    const refused = await sendTest(app, other)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toEqual(expect.any(String))
  })

  it('flags n8n’s test URL and explains its 404', async () => {
    const testReceiver = await startReceiver()
    testReceiver.answer = notRegistered
    const testApp = await appWith({
      N8N_WEBHOOK_URL: `http://127.0.0.1:${testReceiver.port}/webhook-test/agentworks-lead`,
      N8N_WEBHOOK_SECRET: SECRET,
    })
    const cookie = (await signInAsStaff(testApp)).cookie
    const status = (await getStatus(testApp, cookie)).json() as N8nStatus
    expect(status).toMatchObject({
      configured: true,
      is_test_url: true,
      warning: N8N_TEST_URL,
      url: `http://127.0.0.1:${testReceiver.port}/webhook-test/…`,
    })
    const result = (await sendTest(testApp, cookie)).json() as N8nTestResult
    expect(result).toMatchObject({ outcome: 'failed', status_code: 404, explanation: N8N_TEST_URL })
  })

  it('explains a refused connection', async () => {
    const closed = await freePort()
    const refusedApp = await appWith({ N8N_WEBHOOK_URL: `http://127.0.0.1:${closed}/webhook/agentworks-lead`, N8N_WEBHOOK_SECRET: SECRET })
    const cookie = (await signInAsStaff(refusedApp)).cookie
    const result = (await sendTest(refusedApp, cookie)).json() as N8nTestResult
    expect(result).toMatchObject({
      outcome: 'failed',
      status_code: null,
      response: null,
      explanation: expect.stringMatching(/connection refused/),
    })
    expect(result.error).toMatch(/ECONNREFUSED/)
  })

  it('says when no webhook is configured, and sends nothing', async () => {
    const bare = await appWith({})
    const cookie = (await signInAsStaff(bare)).cookie
    const status = (await getStatus(bare, cookie)).json() as N8nStatus
    expect(status).toEqual({ configured: false, host: null, url: null, is_test_url: false, warning: N8N_NOT_CONFIGURED, deliveries: [] })
    const lead = await submitQuiz(bare, { company_name: 'Skipped Gym' })
    const skipped = await waitFor(
      async () => ((await getStatus(bare, cookie)).json() as N8nStatus).deliveries,
      (deliveries) => deliveries.length > 0,
      { what: 'the skipped delivery' },
    )
    expect(skipped[0]).toMatchObject({ lead_id: lead, status: 'skipped', explanation: expect.stringMatching(/^Not sent/) })
    const refused = await sendTest(bare, cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(N8N_NOT_CONFIGURED)
  })

  it('never shows the secret, whole or in part, in any answer', () => {
    expect(answers.length).toBeGreaterThan(10)
    for (const body of answers) {
      expect(body).not.toContain(SECRET_KEY)
      expect(body).not.toContain(SECRET_KEY.slice(0, 16))
    }
  })
})
