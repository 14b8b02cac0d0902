import { eq, sql } from 'drizzle-orm'
import { fromDrizzle, type Job } from 'pg-boss'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { attemptWebhook, recordAttempt, WEBHOOK_RETRY_SCHEDULE_MS } from '@/server/platform/webhooks/webhook-attempt'
import { WEBHOOK_QUEUE, type WebhookJob, type WebhookTarget } from './lead-webhook-deliveries'
import { webhookDeliveries } from './schema'

type Log = { warn: (object: object, message: string) => void; error: (object: object, message: string) => void }
export type WebhookWorkerOptions = {
  target: WebhookTarget
  log: Log
  schedule?: readonly number[]
  pollingIntervalSeconds?: number
  timeoutMs?: number
}

/**
 * One job per attempt: the handler makes the attempt, records it and, in the same transaction,
 * queues the next one on the schedule (or the receiver's Retry-After). A crash mid-attempt makes
 * pg-boss run the job again: at least once, deduplicable by webhook-id.
 */
export async function startWebhookWorker(jobs: JobQueue, db: Db, options: WebhookWorkerOptions): Promise<void> {
  const { target, log, schedule = WEBHOOK_RETRY_SCHEDULE_MS, pollingIntervalSeconds = 1, timeoutMs } = options
  await jobs.boss.createQueue(WEBHOOK_QUEUE, { retryLimit: 5, retryDelay: 30 })
  await jobs.boss.work<WebhookJob>(WEBHOOK_QUEUE, { pollingIntervalSeconds }, async ([job]: Job<WebhookJob>[]) => {
    const { deliveryId, attempt } = job!.data
    const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId))
    // A stale or repeated job (the attempt it names was already recorded) does nothing.
    if (!delivery || delivery.status !== 'pending' || delivery.attempts !== attempt) return
    if (!target.url || !target.secret) {
      await db
        .update(webhookDeliveries)
        .set({ status: 'skipped', finished_at: sql`now()`, next_attempt_at: null })
        .where(eq(webhookDeliveries.id, deliveryId))
      return
    }
    const outcome = await attemptWebhook({ url: target.url, secret: target.secret, id: delivery.id, body: delivery.body, timeoutMs })
    const {
      delay,
      update: { finished, ...update },
    } = recordAttempt(outcome, attempt, schedule)
    const { status, attempts } = update
    await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({ ...update, finished_at: finished ? sql`now()` : null })
        .where(eq(webhookDeliveries.id, deliveryId))
      if (delay !== null) {
        const next: WebhookJob = { deliveryId, attempt: attempts }
        await jobs.boss.send(WEBHOOK_QUEUE, next, {
          retryLimit: 5,
          retryDelay: 30,
          startAfter: new Date(Date.now() + delay),
          db: fromDrizzle(tx as never, sql as never),
        })
      }
    })
    if (status === 'failed') log.error({ deliveryId, attempts, error: update.last_error }, 'webhook delivery failed for good')
    else if (status === 'pending')
      log.warn({ deliveryId, attempts, error: update.last_error, retryInMs: delay }, 'webhook delivery failed; will retry')
  })
}
