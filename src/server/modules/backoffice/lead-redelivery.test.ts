// @both-databases: redelivery through the job queue
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import type { LeadDetail, LeadTimelineEntry } from '@/shared/schemas/admin-leads'
import { webhookDeliveries } from '@/server/modules/funnels'
import { requestJson } from '@/server/test/http'
import { makeDue, waitForQueuedJob } from '@/server/test/jobs'
import { submitDemoLead } from '@/server/test/lead-fixtures'
import { freePort, waitFor } from '@/server/test/polling'
import { submitQuiz } from '@/server/test/quiz-fixtures'
import { signInAsStaff } from '@/server/test/staff-session'
import { createTestApp, HELD_RETRIES } from '@/server/test/test-app'
import { LEAD_MESSAGES } from './lead-actions'

const SECRET = `whsec_${randomBytes(24).toString('base64')}`
const WEBHOOK_QUEUE = 'webhook.deliver'

type Received = { headers: IncomingHttpHeaders; body: string }

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** An n8n stand-in that answers 500 to its first request and 204 to every later one. */
async function startFlakyReceiver() {
  const port = await freePort()
  const received: Received[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(received.length === 1 ? 500 : 204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  cleanups.push(() => new Promise<void>((done) => server.close(() => done())))
  return { url: `http://127.0.0.1:${port}/hook`, received }
}

async function staffApp(env: Record<string, string>) {
  const test = await createTestApp(env, { timing: HELD_RETRIES })
  cleanups.push(test.close)
  return { app: test.app, staff: await signInAsStaff(test.app) }
}

type Attempt = Extract<LeadTimelineEntry, { type: 'webhook_attempt' }>
const getLead = async (app: FastifyInstance, cookie: string, id: string): Promise<LeadDetail> =>
  (await requestJson(app, { url: `/api/admin/leads/${id}`, cookie })).json()
const attemptsOf = (detail: LeadDetail) => detail.timeline.filter((entry): entry is Attempt => entry.type === 'webhook_attempt')
const redeliver = (app: FastifyInstance, cookie: string, id: string) =>
  requestJson(app, { method: 'POST', url: `/api/admin/leads/${id}/webhook-redeliveries`, cookie })

describe('POST /api/admin/leads/:id/webhook-redeliveries', () => {
  it('sends the lead again as a new delivery with its own webhook-id, and shows each attempt on the timeline', async () => {
    const receiver = await startFlakyReceiver()
    const { app, staff } = await staffApp({ N8N_WEBHOOK_URL: receiver.url, N8N_WEBHOOK_SECRET: SECRET })
    const id = await submitQuiz(app, { company_name: 'Redelivery Co' })
    const [first] = await waitFor(
      () => app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.submission_id, id)),
      (rows) => rows[0]?.attempts === 1,
      { what: 'the first delivery’s failed attempt' },
    )
    expect(first).toMatchObject({ status: 'pending', last_status_code: 500 })

    const response = await redeliver(app, staff.cookie, id)
    expect(response.statusCode, response.body).toBe(201)
    const deliveryId = response.json().delivery_id
    expect(deliveryId).toMatch(/^msg_[0-9a-f]{32}$/)
    expect(deliveryId).not.toBe(first!.id)
    const second = await waitFor(
      async () => (await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId)))[0]!,
      (row) => row.status === 'delivered',
      { what: 'the redelivery to be delivered' },
    )
    expect(second).toMatchObject({ redelivery_of: first!.id, requested_by: staff.id, attempts: 1 })
    // Rebuilt from the stored submission (its jsonb keeps the same answers, not their key order).
    expect(JSON.parse(second.body)).toEqual(JSON.parse(first!.body))
    expect(receiver.received.map((hit) => hit.headers['webhook-id'])).toEqual([first!.id, deliveryId])

    const detail = await waitFor(
      () => getLead(app, staff.cookie, id),
      (lead) => attemptsOf(lead).length === 2,
      { what: 'both attempts on the timeline' },
    )
    const [failed, delivered] = attemptsOf(detail)
    expect(failed).toMatchObject({ delivery_id: first!.id, attempt: 1, status_code: 500, redelivery_of: null, requested_by: null })
    expect(failed!.next_attempt_at).not.toBeNull()
    expect(delivered).toMatchObject({
      delivery_id: deliveryId,
      attempt: 1,
      status_code: 204,
      next_attempt_at: null,
      delivery_status: 'delivered',
      redelivery_of: first!.id,
      requested_by: { id: staff.id, email: staff.email, name: expect.any(String) },
    })
    expect(delivered!.duration_ms).toBeGreaterThanOrEqual(0)
    expect(detail.timeline).toContainEqual(
      expect.objectContaining({
        type: 'activity',
        kind: 'webhook_redelivered',
        detail: { delivery_id: deliveryId, redelivery_of: first!.id },
      }),
    )
    expect(detail.timeline.every((entry, index) => index === 0 || detail.timeline[index - 1]!.at <= entry.at)).toBe(true)

    // The first delivery's own retry then succeeds too: its second attempt joins the timeline.
    const retry = await waitForQueuedJob(app, WEBHOOK_QUEUE, { deliveryId: first!.id, attempt: 1 })
    await makeDue(app, WEBHOOK_QUEUE, retry)
    const after = await waitFor(
      () => getLead(app, staff.cookie, id),
      (lead) => attemptsOf(lead).length === 3,
      { what: 'the retry on the timeline' },
    )
    expect(attemptsOf(after).filter((attempt) => attempt.delivery_id === first!.id)).toEqual([
      expect.objectContaining({ attempt: 1, status_code: 500 }),
      expect.objectContaining({ attempt: 2, status_code: 204, delivery_status: 'delivered' }),
    ])
    // Three attempts by the queue's worker, one after another: more than the default 20 s on a busy machine.
  }, 60_000)

  it('redelivers quiz leads only, and an unknown lead is a 404', async () => {
    const receiver = await startFlakyReceiver()
    const { app, staff } = await staffApp({ N8N_WEBHOOK_URL: receiver.url, N8N_WEBHOOK_SECRET: SECRET })
    const demo = await submitDemoLead(app)
    const refused = await redeliver(app, staff.cookie, demo)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(LEAD_MESSAGES.notQuiz)
    expect((await redeliver(app, staff.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await redeliver(app, staff.cookie, 'nope')).statusCode).toBe(400)
  })

  it('says plainly that n8n is not configured, and queues nothing', async () => {
    const { app, staff } = await staffApp({})
    const id = await submitQuiz(app)
    const refused = await redeliver(app, staff.cookie, id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(LEAD_MESSAGES.n8nNotConfigured)
    const rows = await app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.submission_id, id))
    expect(rows).toEqual([expect.objectContaining({ status: 'skipped', redelivery_of: null })])
  })
})
