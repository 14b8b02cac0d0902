// @both-databases: lead webhook deliveries through the job queue
import { randomBytes } from 'node:crypto'
import { createServer, type ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import type { WorkerTiming } from '@/server/config'
import { MAX_IN_FLIGHT_PER_DESTINATION } from '@/server/platform/webhooks/destination-limits'
import { KEPT_ANSWER_BYTES } from '@/server/platform/webhooks/receiver-answer'
import { enqueueLeadWebhooks } from './lead-webhook-deliveries'
import { createQuizSubmissionWriter } from './quiz-submissions'
import { leadWebhookAttempts, quizSubmissions, webhookDeliveries } from './schema'
import { quizPayload } from '@/server/test/quiz-fixtures'
import { freePort, waitFor } from '@/server/test/polling'
import { createTestApp, HELD_RETRIES } from '@/server/test/test-app'

const SECRET = `whsec_${randomBytes(24).toString('base64')}`

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** A receiver on 127.0.0.1 whose `handle` decides when and how each request (its body read) is answered. */
async function startReceiver(handle: (response: ServerResponse) => void) {
  const port = await freePort()
  const server = createServer((request, response) => request.resume().on('end', () => handle(response)))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  cleanups.push(() => new Promise<void>((done) => server.close(() => done())))
  return `http://127.0.0.1:${port}/hook`
}

async function appFor(url: string, timing?: Partial<WorkerTiming>) {
  const test = await createTestApp({ N8N_WEBHOOK_URL: url, N8N_WEBHOOK_SECRET: SECRET }, { timing })
  cleanups.push(test.close)
  return test.app
}

/** `count` stored submissions whose deliveries are queued together, in one transaction, as a burst of submits leaves them. */
async function queueDeliveries(app: FastifyInstance, url: string, count: number): Promise<void> {
  const save = createQuizSubmissionWriter(app.db)
  await Promise.all(Array.from({ length: count }, () => save(quizPayload())))
  const submissions = await app.db.select().from(quizSubmissions)
  await app.db.transaction((tx) => enqueueLeadWebhooks(app.jobs, tx, { url, secret: SECRET }, submissions))
}

const deliveries = (app: FastifyInstance) => app.db.select().from(webhookDeliveries)
const attempts = (app: FastifyInstance) => app.db.select().from(leadWebhookAttempts)

describe('the lead webhook worker', () => {
  it('delivers a backlog concurrently, never more than the limit at once to one destination', async () => {
    const total = 100
    const limit = MAX_IN_FLIGHT_PER_DESTINATION
    let received = 0
    let inFlight = 0
    let mostInFlight = 0
    const held: ServerResponse[] = []
    const answer = (response: ServerResponse) => {
      inFlight -= 1
      response.writeHead(204).end()
    }
    // Requests are held, so the worker's concurrency shows: once `limit` wait, the oldest is answered (a correct worker
    // then sends exactly one more); once all have arrived, the rest. A worker that sent one at a time would never get
    // an answer, and one that ignored the limit would be caught above it.
    const url = await startReceiver((response) => {
      received += 1
      inFlight += 1
      mostInFlight = Math.max(mostInFlight, inFlight)
      held.push(response)
      if (received === total) held.splice(0).forEach(answer)
      else if (held.length >= limit) answer(held.shift()!)
    })
    // A held request must not hit the attempt's time limit on a busy machine: that would be a retry, not this test's point.
    const app = await appFor(url, { webhookTimeoutMs: 60_000 })
    await queueDeliveries(app, url, total)

    const rows = await waitFor(
      () => deliveries(app),
      (list) => list.length === total && list.every((row) => row.status === 'delivered'),
      { what: `${total} deliveries`, timeoutMs: 60_000 },
    )
    expect(rows.every((row) => row.attempts === 1 && row.last_status_code === 204)).toBe(true)
    expect(received).toBe(total)
    expect(mostInFlight).toBe(limit)
    // Each attempt has its line for the lead's timeline (docs/product.md#back-office), written with the delivery's record.
    const lines = await attempts(app)
    expect(lines).toHaveLength(total)
    expect(new Set(lines.map((line) => line.delivery_id))).toEqual(new Set(rows.map((row) => row.id)))
    for (const line of lines) {
      expect(line).toMatchObject({ attempt: 1, status_code: 204, response: '', error: null, next_attempt_at: null })
      expect(Number.isInteger(line.duration_ms) && line.duration_ms! >= 0).toBe(true)
    }
  }, 90_000)

  it('keeps the first kilobyte of a 404’s one-megabyte answer, and puts its start in the error', async () => {
    const explanation = JSON.stringify({ code: 404, message: 'The requested webhook "POST quiz-lead" is not registered.' })
    const body = explanation + ' '.repeat(1024 * 1024)
    const url = await startReceiver((response) => response.writeHead(404, { 'content-type': 'application/json' }).end(body))
    // Held retries: the first attempt's record stays as it is while the test reads it.
    const app = await appFor(url, HELD_RETRIES)
    await queueDeliveries(app, url, 1)

    const [row] = await waitFor(
      () => deliveries(app),
      (list) => list[0]?.attempts === 1,
      { what: 'the first attempt' },
    )
    expect(row).toMatchObject({ status: 'pending', last_status_code: 404, last_error: `HTTP 404: ${explanation}` })
    expect(row!.last_response).toHaveLength(KEPT_ANSWER_BYTES)
    expect(row!.last_response).toBe(body.slice(0, KEPT_ANSWER_BYTES))
    const [line] = await attempts(app)
    expect(line).toMatchObject({
      delivery_id: row!.id,
      attempt: 1,
      status_code: 404,
      response: body.slice(0, KEPT_ANSWER_BYTES),
      error: `HTTP 404: ${explanation}`,
      next_attempt_at: row!.next_attempt_at,
    })
    expect(line!.next_attempt_at).not.toBeNull()
  })

  it('records how long each attempt took, from the request to the answer', async () => {
    // A deliberately slow receiver: the attempt's measured time cannot be shorter than its delay.
    const delayMs = 150
    const url = await startReceiver((response) => setTimeout(() => response.writeHead(204).end(), delayMs))
    const app = await appFor(url, HELD_RETRIES)
    await queueDeliveries(app, url, 1)

    const [line] = await waitFor(
      () => attempts(app),
      (list) => list.length === 1,
      { what: 'the attempt’s line' },
    )
    expect(line).toMatchObject({ attempt: 1, status_code: 204, error: null })
    expect(line!.duration_ms).toBeGreaterThanOrEqual(delayMs)
    expect(line!.duration_ms).toBeLessThan(60_000)
  })
})
