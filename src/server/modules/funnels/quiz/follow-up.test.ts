// @both-databases: webhook and e-mail follow-ups through the job queue, across a restart
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { eq, sql } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '@/server/app'
import type { WorkerTiming } from '@/server/config'
import { emailMessages } from '@/server/platform/mail/schema'
import { EMAIL_QUEUE } from '@/server/platform/mail/outbox'
import { WEBHOOK_QUEUE } from './lead-webhook-deliveries'
import { createQuizSubmissionWriter } from './quiz-submissions'
import { leadWebhookAttempts, quizSubmissions, webhookDeliveries } from './schema'
import { nextIp, requestJson } from '@/server/test/http'
import { findJobs, makeDue, waitForQueuedJob } from '@/server/test/jobs'
import { quizPayload, submitQuiz } from '@/server/test/quiz-fixtures'
import { createTestApp, HELD_RETRIES, loadTestConfig, openTestDatabase } from '@/server/test/test-app'
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

// Each test's apps, servers and databases go when it ends: the next test then reuses the worker's database.
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const webhookEnv = (port: number) => ({ N8N_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`, N8N_WEBHOOK_SECRET: SECRET })

async function appWithReceiver(port: number, timing?: Partial<WorkerTiming>) {
  const test = await createTestApp(webhookEnv(port), { timing })
  cleanups.push(test.close)
  return test.app
}

const callWebhook = (app: FastifyInstance, body: unknown) =>
  requestJson(app, { method: 'POST', url: '/api/webhook/n8n', body, ip: nextIp() })

const deliveryOf = (app: FastifyInstance, submissionId: string) => async () =>
  (await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.submission_id, submissionId)))[0]!

const HOUR_MS = 3_600_000

/**
 * Waits for the delivery's attempt number `attempts` to be recorded as failed, checks that the next one is queued
 * for when the row says (an hour on HELD_RETRIES' schedule, or `laterThanMs`), and makes it due now.
 */
async function retryNow(app: FastifyInstance, submissionId: string, attempts: number, laterThanMs = HOUR_MS - 60_000) {
  const row = await waitFor(deliveryOf(app, submissionId), (delivery) => delivery.attempts === attempts, {
    what: `attempt ${attempts} to be recorded`,
  })
  expect(row.status).toBe('pending')
  expect(row.next_attempt_at!.getTime() - Date.now()).toBeGreaterThan(laterThanMs)
  const next = await waitForQueuedJob(app, WEBHOOK_QUEUE, { deliveryId: row.id, attempt: attempts })
  expect(Math.abs(next.startAfter.getTime() - row.next_attempt_at!.getTime())).toBeLessThan(1000)
  await makeDue(app, WEBHOOK_QUEUE, next)
  return row
}

describe('POST /api/webhook/n8n', () => {
  it('is no open relay: unknown or malformed ids are refused and nothing is queued', async () => {
    const app = await appWithReceiver(await freePort())
    expect((await callWebhook(app, { submissionId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404)
    expect((await callWebhook(app, { submissionId: 'x' })).statusCode).toBe(400)
    expect((await callWebhook(app, { submissionId: '00000000-0000-4000-8000-000000000000', url: 'http://evil.example' })).statusCode).toBe(
      400,
    )
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
    expect(['queued', 'sent']).toContain(response.json().status)

    await waitFor(deliveryOf(app, id), (row) => row.status === 'delivered')
    expect((await callWebhook(app, { submissionId: id })).json()).toEqual({ status: 'sent' })
    expect(receiver.received).toHaveLength(1)
    const [hit] = receiver.received
    const verified = new Webhook(SECRET).verify(hit!.body, hit!.headers as Record<string, string>) as Record<string, unknown>
    expect(verified).toMatchObject({ submissionId: id, industry: 'gym', leadSource: 'quiz-funnel', priority: 'high', stageFlag: 'organic' })
    expect(verified.answers).toMatchObject({ company_name: 'Iron Temple Gym', estimatedROI: 260 })
    expect(hit!.headers['webhook-id']).toMatch(/^msg_/)
    expect(() =>
      new Webhook(`whsec_${randomBytes(24).toString('base64')}`).verify(hit!.body, hit!.headers as Record<string, string>),
    ).toThrow()
  })

  it('retries while the receiver is down and delivers once it returns, with the same webhook-id', async () => {
    const port = await freePort()
    // Each retry is queued on the schedule and made due by the test, so the receiver is down for exactly two attempts.
    const app = await appWithReceiver(port, HELD_RETRIES)
    const id = await submitQuiz(app)
    expect(await retryNow(app, id, 1)).toMatchObject({ last_status_code: null, last_error: expect.stringContaining('ECONNREFUSED') })
    await waitFor(deliveryOf(app, id), (row) => row.attempts === 2, { what: 'the second attempt' })
    const receiver = await startReceiver(port, (index) => (index === 0 ? { status: 500 } : { status: 204 }))
    cleanups.push(receiver.close)
    await retryNow(app, id, 2)
    expect(await retryNow(app, id, 3)).toMatchObject({ last_status_code: 500 })
    const delivered = await waitFor(deliveryOf(app, id), (row) => row.status === 'delivered', { what: 'the delivery' })
    expect(delivered).toMatchObject({ attempts: 4, last_status_code: 204, next_attempt_at: null })
    expect(receiver.received).toHaveLength(2)
    expect(new Set(receiver.received.map((hit) => hit.headers['webhook-id']))).toEqual(new Set([delivered.id]))
    // Every attempt keeps its line for the lead's timeline, where the delivery row keeps only the last (docs/product.md#back-office).
    const lines = await app.db
      .select()
      .from(leadWebhookAttempts)
      .where(eq(leadWebhookAttempts.delivery_id, delivered.id))
      .orderBy(leadWebhookAttempts.attempt)
    expect(lines.map(({ attempt, status_code }) => ({ attempt, status_code }))).toEqual([
      { attempt: 1, status_code: null },
      { attempt: 2, status_code: null },
      { attempt: 3, status_code: 500 },
      { attempt: 4, status_code: 204 },
    ])
    expect(lines[0]!.error).toContain('ECONNREFUSED')
    expect(lines[2]!.error).toBe('HTTP 500')
    expect(lines.slice(0, 3).every((line) => line.next_attempt_at !== null)).toBe(true)
    expect(lines[3]).toMatchObject({ error: null, next_attempt_at: null })
    expect(lines.every((line) => typeof line.duration_ms === 'number' && line.duration_ms >= 0)).toBe(true)
  })

  it('stops at a 410, honours Retry-After on 429, and follows no redirect', async () => {
    const port = await freePort()
    const replies: Record<string, Reply[]> = {}
    const scripted = await startReceiver(
      port,
      () =>
        Object.values(replies)
          .find((list) => list.length > 0)
          ?.shift() ?? { status: 200 },
    )
    cleanups.push(scripted.close)
    // No retry comes due by itself: each delivery's attempts are exactly those the test reads.
    const app = await appWithReceiver(port, HELD_RETRIES)

    replies.gone = [{ status: 410 }]
    const gone = await submitQuiz(app)
    const goneRow = await waitFor(deliveryOf(app, gone), (row) => row.status !== 'pending')
    expect(goneRow).toMatchObject({ status: 'failed', attempts: 1, last_status_code: 410 })

    // A Retry-After of two hours outlasts the schedule's one hour, so the next attempt waits for it.
    replies.busy = [{ status: 429, headers: { 'retry-after': String((2 * HOUR_MS) / 1000) } }]
    const busy = await submitQuiz(app)
    expect(await retryNow(app, busy, 1, 2 * HOUR_MS - 60_000)).toMatchObject({ last_status_code: 429 })
    expect(await waitFor(deliveryOf(app, busy), (row) => row.status === 'delivered')).toMatchObject({ attempts: 2 })

    replies.moved = [{ status: 302, headers: { location: `http://127.0.0.1:${port}/elsewhere` } }]
    const moved = await submitQuiz(app)
    expect(await waitFor(deliveryOf(app, moved), (row) => row.attempts >= 1)).toMatchObject({ last_status_code: 302 })
    expect(scripted.received.some((hit) => hit.url === '/elsewhere')).toBe(false)
  }, 45_000)

  it('records the delivery as skipped when no URL is configured', async () => {
    const { app, close } = await createTestApp()
    cleanups.push(close)
    const id = await submitQuiz(app)
    expect((await deliveryOf(app, id)()).status).toBe('skipped')
    expect((await callWebhook(app, { submissionId: id })).json()).toEqual({ status: 'skipped' })
    expect(await findJobs(app, WEBHOOK_QUEUE, {})).toEqual([])
  })

  it('keeps a pending delivery across a server restart', async () => {
    const port = await freePort()
    // The app restarts on the same database (its on-disk persistence is the outbox test's concern).
    const database = await openTestDatabase()
    cleanups.push(database.close)
    const config = loadTestConfig(webhookEnv(port), HELD_RETRIES)

    const firstApp = await buildApp({ config, database, logger: false })
    const id = await submitQuiz(firstApp)
    await waitFor(deliveryOf(firstApp, id), (row) => row.attempts === 1, { what: 'the first attempt' })
    await firstApp.close()

    const receiver = await startReceiver(port)
    cleanups.push(receiver.close)
    const secondApp = await buildApp({ config, database, logger: false })
    cleanups.push(() => secondApp.close())
    // The retry the first server queued is the second one's to make.
    await retryNow(secondApp, id, 1)
    expect(await waitFor(deliveryOf(secondApp, id), (row) => row.status === 'delivered', { what: 'the delivery' })).toMatchObject({
      attempts: 2,
    })
    expect(receiver.received).toHaveLength(1)
  })
})

describe('POST /api/email/post-quiz', () => {
  const callEmail = (app: FastifyInstance, body: unknown) =>
    requestJson(app, { method: 'POST', url: '/api/email/post-quiz', body, ip: nextIp() })

  it('queues post-quiz-instant to the stored address, once per submission', async () => {
    const { app, close } = await createTestApp()
    cleanups.push(close)
    const id = await submitQuiz(app)
    const body = {
      submissionId: id,
      templateId: 'post-quiz-instant',
      variables: { name: 'Mallory', industry: 'gym', roiEstimate: 999999, recommendedWorkflows: [] },
    }
    expect(['queued', 'sent']).toContain((await callEmail(app, body)).json().status)
    const rows = await waitFor(
      () => app.db.select().from(emailMessages),
      (list) => list[0]?.status === 'captured',
    )
    expect((await callEmail(app, body)).json()).toEqual({ status: 'sent' })
    expect(await app.db.select().from(emailMessages)).toHaveLength(1)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ to: 'dana@irontemple.example', subject: 'Your Growth Map is Ready! | AgentWorks' })
    expect(rows[0]!.text).toContain('Hi Dana Lift,')
    expect(rows[0]!.text).toContain('$260')
    expect(rows[0]!.html).toContain(`submission=${id}`)
  })

  it('refuses unknown ids, other templates and extra fields; skips a lead without a usable address', async () => {
    const { app, close } = await createTestApp()
    cleanups.push(close)
    expect(
      (await callEmail(app, { submissionId: '00000000-0000-4000-8000-000000000000', templateId: 'post-quiz-instant' })).statusCode,
    ).toBe(404)
    const id = await submitQuiz(app, { contact_email: 'not an address' })
    expect((await callEmail(app, { submissionId: id, templateId: 'welcome' })).statusCode).toBe(400)
    expect((await callEmail(app, { submissionId: id, templateId: 'post-quiz-instant', to: 'victim@example.com' })).statusCode).toBe(400)
    expect((await callEmail(app, { submissionId: id, templateId: 'post-quiz-instant' })).json()).toEqual({ status: 'skipped' })
    expect(await app.db.select().from(emailMessages)).toEqual([])
  })
})

describe('POST /api/quiz/submit queues its own follow-ups', () => {
  const callEmail = (app: FastifyInstance, submissionId: string) =>
    requestJson(app, { method: 'POST', url: '/api/email/post-quiz', body: { submissionId, templateId: 'post-quiz-instant' }, ip: nextIp() })
  const emailOf = async (app: FastifyInstance, submissionId: string) =>
    app.db
      .select()
      .from(emailMessages)
      .where(eq(emailMessages.dedupe_key, `post-quiz-instant:${submissionId}`))

  it('delivers the webhook and the e-mail of a lead whose page never makes the follow-up calls', async () => {
    const port = await freePort()
    const receiver = await startReceiver(port)
    cleanups.push(receiver.close)
    const app = await appWithReceiver(port)
    const id = await submitQuiz(app)
    const delivered = await waitFor(deliveryOf(app, id), (row) => row.status === 'delivered', { what: 'the delivery' })
    expect(delivered).toMatchObject({ last_status_code: 200, last_response: '' })
    // At least once: an attempt cut off by its time limit on a busy machine is repeated with the same webhook-id.
    expect(receiver.received.length).toBeGreaterThanOrEqual(1)
    expect(new Set(receiver.received.map((hit) => hit.headers['webhook-id']))).toEqual(new Set([delivered.id]))
    const [email] = await waitFor(
      () => emailOf(app, id),
      (rows) => rows[0]?.status === 'captured',
      { what: 'the e-mail' },
    )
    expect(email).toMatchObject({ to: 'dana@irontemple.example', subject: 'Your Growth Map is Ready! | AgentWorks' })
  })

  it('answers the follow-up calls with the status of what the submit queued, and creates nothing more', async () => {
    // No receiver: the first attempt fails and the next waits an hour, so the delivery stays queued.
    const app = await appWithReceiver(await freePort(), HELD_RETRIES)
    const id = await submitQuiz(app)
    await waitFor(deliveryOf(app, id), (row) => row.attempts === 1, { what: 'the first attempt' })
    await waitFor(
      () => emailOf(app, id),
      (rows) => rows[0]?.status === 'captured',
      { what: 'the e-mail' },
    )
    const before = {
      deliveries: await app.db.select().from(webhookDeliveries),
      emails: await app.db.select().from(emailMessages),
      webhookJobs: (await findJobs(app, WEBHOOK_QUEUE, {})).length,
      emailJobs: (await findJobs(app, EMAIL_QUEUE, {})).length,
    }
    for (let call = 0; call < 2; call += 1) {
      expect((await callWebhook(app, { submissionId: id })).json()).toEqual({ status: 'queued' })
      expect((await callEmail(app, id)).json()).toEqual({ status: 'sent' })
    }
    expect(await app.db.select().from(webhookDeliveries)).toEqual(before.deliveries)
    expect(await app.db.select().from(emailMessages)).toEqual(before.emails)
    expect((await findJobs(app, WEBHOOK_QUEUE, {})).length).toBe(before.webhookJobs)
    expect((await findJobs(app, EMAIL_QUEUE, {})).length).toBe(before.emailJobs)
  })

  it('stores nothing when the follow-ups cannot be written: the submission, the delivery and the e-mail go together', async () => {
    const app = await appWithReceiver(await freePort())
    await app.db.execute(sql`create function refuse_delivery() returns trigger language plpgsql as $$
      begin raise exception 'delivery refused by the test'; end $$`)
    await app.db.execute(sql`create trigger refuse_delivery before insert on webhook_deliveries
      for each row execute function refuse_delivery()`)
    const response = await requestJson(app, { method: 'POST', url: '/api/quiz/submit', body: quizPayload(), ip: nextIp() })
    expect(response.statusCode).toBe(500)
    expect(await app.db.select().from(quizSubmissions)).toEqual([])
    expect(await app.db.select().from(emailMessages)).toEqual([])
    expect(await findJobs(app, WEBHOOK_QUEUE, {})).toEqual([])
    expect(await findJobs(app, EMAIL_QUEUE, {})).toEqual([])
  })

  it('gives a submission stored without follow-ups its one delivery and e-mail at the first calls', async () => {
    const port = await freePort()
    const receiver = await startReceiver(port)
    cleanups.push(receiver.close)
    const app = await appWithReceiver(port)
    // As a submission stored before the submit queued its follow-ups was written.
    const id = await createQuizSubmissionWriter(app.db)(quizPayload())
    expect(await app.db.select().from(webhookDeliveries)).toEqual([])
    expect((await callWebhook(app, { submissionId: id })).json()).toEqual({ status: 'queued' })
    expect((await callEmail(app, id)).json()).toEqual({ status: 'queued' })
    const delivered = await waitFor(deliveryOf(app, id), (row) => row.status === 'delivered', { what: 'the delivery' })
    expect((await callWebhook(app, { submissionId: id })).json()).toEqual({ status: 'sent' })
    expect(await app.db.select().from(webhookDeliveries)).toHaveLength(1)
    expect(await emailOf(app, id)).toHaveLength(1)
    expect(new Set(receiver.received.map((hit) => hit.headers['webhook-id']))).toEqual(new Set([delivered.id]))
  })
})
