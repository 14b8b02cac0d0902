import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { startDeliveryWorker } from '@/server/platform/webhooks/delivery-worker'
import { WEBHOOK_RETRY_SCHEDULE_MS } from '@/server/platform/webhooks/webhook-attempt'
import { WEBHOOK_JOB_OPTIONS, WEBHOOK_QUEUE, type WebhookTarget } from './lead-webhook-deliveries'
import { leadWebhookAttempts, webhookDeliveries } from './schema'

type Log = { warn: (object: object, message: string) => void; error: (object: object, message: string) => void }
export type WebhookWorkerOptions = {
  target: WebhookTarget
  log: Log
  schedule?: readonly number[]
  pollingIntervalSeconds?: number
  timeoutMs?: number
}

/**
 * Delivers quiz leads to the operator's n8n webhook, in batches and concurrently (platform/webhooks/delivery-worker.ts);
 * the operator's URL is trusted as it is. Deliveries queued while a URL was set and found without one are skipped.
 */
export async function startWebhookWorker(jobs: JobQueue, db: Db, options: WebhookWorkerOptions): Promise<void> {
  const { target, log, schedule = WEBHOOK_RETRY_SCHEDULE_MS, pollingIntervalSeconds = 1, timeoutMs } = options
  await startDeliveryWorker(jobs, db, {
    name: WEBHOOK_QUEUE,
    jobOptions: WEBHOOK_JOB_OPTIONS,
    schedule,
    pollingIntervalSeconds,
    load: async (ids) => {
      const due = and(inArray(webhookDeliveries.id, ids), eq(webhookDeliveries.status, 'pending'))
      if (target.url && target.secret) return db.select().from(webhookDeliveries).where(due)
      await db
        .update(webhookDeliveries)
        .set({ status: 'skipped', finished_at: sql`now()`, next_attempt_at: null })
        .where(due)
      return []
    },
    prepare: (delivery) => ({ url: target.url!, secret: target.secret!, id: delivery.id, body: delivery.body, timeoutMs }),
    // Each attempt's line on the lead's timeline goes with the delivery's own record of it (docs/product.md#back-office).
    save: (db, id, attempt) =>
      db.transaction(async (tx) => {
        const { duration_ms, ...update } = attempt
        await tx.update(webhookDeliveries).set(update).where(eq(webhookDeliveries.id, id))
        await tx.insert(leadWebhookAttempts).values({
          delivery_id: id,
          attempt: update.attempts,
          duration_ms,
          status_code: update.last_status_code,
          response: update.last_response,
          error: update.last_error,
          next_attempt_at: update.next_attempt_at,
        })
      }),
    onRecorded: (delivery, { delay, update }) => {
      // The receiver's answer, kept in last_error after its status, may repeat the lead it was sent: the log gets the
      // status alone (docs/decisions/077); the delivery row keeps the answer.
      const status = update.last_status_code
      const details = { deliveryId: delivery.id, attempts: update.attempts, error: status === null ? update.last_error : `HTTP ${status}` }
      if (update.status === 'failed') log.error(details, 'webhook delivery failed for good')
      else if (update.status === 'pending') log.warn({ ...details, retryInMs: delay }, 'webhook delivery failed; will retry')
    },
  })
}
