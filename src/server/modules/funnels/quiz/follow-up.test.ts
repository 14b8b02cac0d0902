import { randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { eq } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import { emailMessages } from '@/server/platform/mail/schema'
import { webhookDeliveries } from './schema'
import { nextIp, requestJson } from '@/server/test/http'
import { submitQuiz } from '@/server/test/quiz-fixtures'
import { createTestApp, openTestDatabase } from '@/server/test/test-app'
import { freePort, waitFor } from '@/server/test/polling'

const SECRET = `whsec_${randomBytes(24).toString('base64')}`

type Received = { url: string; headers: IncomingHttpHeaders; body: string }
type Reply = { status: number; headers?: Record<string, string> }

/** A webhook receiver on 127.0.0.1; `reply` decides each answer (default 200). */
function startReceiver(port: number, reply: (index: number) => Reply = () => ({ status: 200 })) {
  const received: Received[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const answer = reply(received.length)
      received.push({ url: request.url ?? '', headers: request.headers, body })
      response.writeHead(answer.status, answer.headers).end()
    })
  })
  return new Promise<{ received: Received[]; close: () => Promise<void> }>((resolve) => {
    server.listen(port, '127.0.0.1', () => resolve({ received, close: () => new Promise<void>((done) => server.close(() => done())) }))
  })
}

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

async function appWithReceiver(port: number) {
  const test = await createTestApp({ N8N_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`, N8N_WEBHOOK_SECRET: SECRET })
  cleanups.push(test.close)
  return test.app
}

const callWebhook = (app: Awaited<ReturnType<typeof appWithReceiver>>, body: unknown) =>
  requestJson(app, { method: 'POST', url: '/api/webhook/n8n', body, ip: nextIp() })

const deliveryOf = (app: Awaited<ReturnType<typeof appWithReceiver>>, submissionId: string) => async () =>
  (await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.submission_id, submissionId)))[0]!

describe('POST /api/webhook/n8n', () => {
  it('is no open relay: unknown or malformed ids are refused and nothing is queued', async () => {
    const app = await appWithReceiver(await freePort())
    expect((await callWebhook(app, { submissionId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404)
    expect((await callWebhook(app, { submissionId: 'x' })).statusCode).toBe(400)
    expect((await callWebhook(app, { submissionId: '00000000-0000-4000-8000-000000000000', url: 'http://evil.example' })).statusCode).toBe(400)
    expect(await app.db.select().from(webhookDeliveries)).toEqual([])
  })

  it('delivers the stored lead, signed so a Standard Webhooks receiver verifies it, once per submission', async () => {
    const port = await freePort()
    const receiver = await startReceiver(port)
    cleanups.push(receiver.close)
    const app = await appWithReceiver(port)
    const id = await submitQuiz(app)
    // What the request claims is ignored: the body comes from the stored submission.
    const response = await callWebhook(app, { submissionId: id, industry: 'legal', priority: 'standard', leadSource: 'quiz-funnel' })
    expect(response.statusCode).toBe(202)
    expect(response.json()).toEqual({ status: 'queued' })
    expect((await callWebhook(app, { submissionId: id })).json()).toEqual({ status: 'already-queued' })

    await waitFor(deliveryOf(app, id), (row) => row.status === 'delivered')
    expect(receiver.received).toHaveLength(1)
    const [hit] = receiver.received
    const verified = new Webhook(SECRET).verify(hit!.body, hit!.headers as Record<string, string>) as Record<string, unknown>
    expect(verified).toMatchObject({ submissionId: id, industry: 'gym', leadSource: 'quiz-funnel', priority: 'high', stageFlag: 'organic' })
    expect(verified.answers).toMatchObject({ company_name: 'Iron Temple Gym', estimatedROI: 260 })
    expect(hit!.headers['webhook-id']).toMatch(/^msg_/)
    expect(() => new Webhook(`whsec_${randomBytes(24).toString('base64')}`).verify(hit!.body, hit!.headers as Record<string, string>)).toThrow()
  })

  it('retries while the receiver is down and delivers once it returns, with the same webhook-id', async () => {
    const port = await freePort()
    const app = await appWithReceiver(port)
    const id = await submitQuiz(app)
    await callWebhook(app, { submissionId: id })
    await waitFor(deliveryOf(app, id), (row) => row.attempts >= 2)
    const receiver = await startReceiver(port, (index) => (index === 0 ? { status: 500 } : { status: 204 }))
    cleanups.push(receiver.close)
    const delivered = await waitFor(deliveryOf(app, id), (row) => row.status === 'delivered', 30_000)
    expect(delivered.attempts).toBeGreaterThanOrEqual(4)
    expect(receiver.received).toHaveLength(2)
    expect(new Set(receiver.received.map((hit) => hit.headers['webhook-id']))).toEqual(new Set([delivered.id]))
  }, 45_000)

  it('stops at a 410, honours Retry-After on 429, and follows no redirect', async () => {
    const port = await freePort()
    const replies: Record<string, Reply[]> = {}
    const scripted = await startReceiver(port, () => Object.values(replies).find((list) => list.length > 0)?.shift() ?? { status: 200 })
    cleanups.push(scripted.close)
    const app = await appWithReceiver(port)

    replies.gone = [{ status: 410 }]
    const gone = await submitQuiz(app)
    await callWebhook(app, { submissionId: gone })
    const goneRow = await waitFor(deliveryOf(app, gone), (row) => row.status !== 'pending')
    expect(goneRow).toMatchObject({ status: 'failed', attempts: 1, last_status_code: 410 })

    replies.busy = [{ status: 429, headers: { 'retry-after': '2' } }]
    const busy = await submitQuiz(app)
    await callWebhook(app, { submissionId: busy })
    const first = await waitFor(deliveryOf(app, busy), (row) => row.attempts >= 1)
    expect(first.next_attempt_at!.getTime() - Date.now()).toBeGreaterThan(1000)
    expect(await waitFor(deliveryOf(app, busy), (row) => row.status === 'delivered')).toMatchObject({ attempts: 2 })

    replies.moved = [{ status: 302, headers: { location: `http://127.0.0.1:${port}/elsewhere` } }]
    const moved = await submitQuiz(app)
    await callWebhook(app, { submissionId: moved })
    expect(await waitFor(deliveryOf(app, moved), (row) => row.attempts >= 1)).toMatchObject({ last_status_code: 302 })
    expect(scripted.received.some((hit) => hit.url === '/elsewhere')).toBe(false)
  }, 45_000)

  it('records the delivery as skipped when no URL is configured', async () => {
    const { app, close } = await createTestApp()
    cleanups.push(close)
    const id = await submitQuiz(app)
    expect((await callWebhook(app, { submissionId: id })).json()).toEqual({ status: 'skipped' })
    expect((await deliveryOf(app, id)()).status).toBe('skipped')
  })

  it('keeps a pending delivery across a server restart', async () => {
    const port = await freePort()
    // The app restarts on the same database (its on-disk persistence is the outbox test's concern).
    const database = await openTestDatabase()
    cleanups.push(database.close)
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', N8N_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`, N8N_WEBHOOK_SECRET: SECRET })

    const firstApp = await buildApp({ config, database, logger: false })
    const id = await submitQuiz(firstApp)
    await callWebhook(firstApp, { submissionId: id })
    await waitFor(deliveryOf(firstApp, id), (row) => row.attempts >= 1)
    await firstApp.close()

    const receiver = await startReceiver(port)
    cleanups.push(receiver.close)
    const secondApp = await buildApp({ config, database, logger: false })
    cleanups.push(() => secondApp.close())
    await waitFor(deliveryOf(secondApp, id), (row) => row.status === 'delivered', 30_000)
    expect(receiver.received).toHaveLength(1)
  }, 60_000)
})

describe('POST /api/email/post-quiz', () => {
  const callEmail = (app: Awaited<ReturnType<typeof appWithReceiver>>, body: unknown) =>
    requestJson(app, { method: 'POST', url: '/api/email/post-quiz', body, ip: nextIp() })

  it('queues post-quiz-instant to the stored address, once per submission', async () => {
    const { app, close } = await createTestApp()
    cleanups.push(close)
    const id = await submitQuiz(app)
    const body = { submissionId: id, templateId: 'post-quiz-instant', variables: { name: 'Mallory', industry: 'gym', roiEstimate: 999999, recommendedWorkflows: [] } }
    expect((await callEmail(app, body)).json()).toEqual({ status: 'queued' })
    expect((await callEmail(app, body)).json()).toEqual({ status: 'already-queued' })
    const rows = await waitFor(() => app.db.select().from(emailMessages), (list) => list[0]?.status === 'captured')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ to: 'dana@irontemple.example', subject: 'Your Growth Map is Ready! | AgentWorks' })
    expect(rows[0]!.text).toContain('Hi Dana Lift,')
    expect(rows[0]!.text).toContain('$260')
    expect(rows[0]!.html).toContain(`submission=${id}`)
  })

  it('refuses unknown ids, other templates and extra fields; skips a lead without a usable address', async () => {
    const { app, close } = await createTestApp()
    cleanups.push(close)
    expect((await callEmail(app, { submissionId: '00000000-0000-4000-8000-000000000000', templateId: 'post-quiz-instant' })).statusCode).toBe(404)
    const id = await submitQuiz(app, { contact_email: 'not an address' })
    expect((await callEmail(app, { submissionId: id, templateId: 'welcome' })).statusCode).toBe(400)
    expect((await callEmail(app, { submissionId: id, templateId: 'post-quiz-instant', to: 'victim@example.com' })).statusCode).toBe(400)
    expect((await callEmail(app, { submissionId: id, templateId: 'post-quiz-instant' })).json()).toEqual({ status: 'skipped' })
    expect(await app.db.select().from(emailMessages)).toEqual([])
  })
})
