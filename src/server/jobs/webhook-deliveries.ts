import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { fromDrizzle, type Job } from 'pg-boss'
import { getLeadPriority } from '../../shared/schemas/quiz'
import type { Db } from '../db/client'
import { webhookDeliveries } from '../db/schema/quiz'
import type { QuizSubmission } from '../services/quiz-submissions'
import { attemptWebhook, recordAttempt, WEBHOOK_RETRY_SCHEDULE_MS } from '../services/webhook-attempt'
import type { JobQueue } from './job-queue'

const WEBHOOK_QUEUE = 'webhook.deliver'

type WebhookJob = { deliveryId: string; attempt: number }
export type WebhookTarget = { url: string | undefined; secret: string | undefined }
export type EnqueueResult = 'queued' | 'skipped' | 'already-queued'

/** Spec 001 §7 webhook body, built from the stored submission only (no open relay). */
export function buildLeadBody(submission: QuizSubmission): string {
  return JSON.stringify({
    submissionId: submission.id,
    answers: submission.payload,
    industry: submission.industry,
    stageFlag: submission.stage_flag,
    leadSource: 'quiz-funnel',
    priority: getLeadPriority(submission.timeline),
  })
}

/**
 * Records one delivery per submission and queues its first attempt in the same transaction;
 * without a configured URL the delivery is recorded as skipped (issue 6).
 */
export async function enqueueLeadWebhook(jobs: JobQueue, db: Db, target: WebhookTarget, submission: QuizSubmission): Promise<EnqueueResult> {
  return db.transaction(async (tx) => {
    const skipped = !target.url || !target.secret
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        // The Standard Webhooks `webhook-id`: the same on every retry, so receivers can drop duplicates.
        id: `msg_${randomUUID().replaceAll('-', '')}`,
        submission_id: submission.id,
        body: buildLeadBody(submission),
        status: skipped ? 'skipped' : 'pending',
        next_attempt_at: skipped ? null : sql`now()`,
        finished_at: skipped ? sql`now()` : null,
      })
      .onConflictDoNothing({ target: webhookDeliveries.submission_id })
      .returning({ id: webhookDeliveries.id })
    if (!row) return 'already-queued'
    if (skipped) return 'skipped'
    await jobs.boss.send(WEBHOOK_QUEUE, { deliveryId: row.id, attempt: 0 } satisfies WebhookJob, { retryLimit: 5, retryDelay: 30, db: fromDrizzle(tx as never, sql as never) })
    return 'queued'
  })
}

type Log = { warn: (object: object, message: string) => void; error: (object: object, message: string) => void }
export type WebhookWorkerOptions = { target: WebhookTarget; log: Log; schedule?: readonly number[]; pollingIntervalSeconds?: number; timeoutMs?: number }

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
      await db.update(webhookDeliveries).set({ status: 'skipped', finished_at: sql`now()`, next_attempt_at: null }).where(eq(webhookDeliveries.id, deliveryId))
      return
    }
    const outcome = await attemptWebhook({ url: target.url, secret: target.secret, id: delivery.id, body: delivery.body, timeoutMs })
    const { delay, update: { finished, ...update } } = recordAttempt(outcome, attempt, schedule)
    const { status, attempts } = update
    await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({ ...update, finished_at: finished ? sql`now()` : null })
        .where(eq(webhookDeliveries.id, deliveryId))
      if (delay !== null) {
        const next: WebhookJob = { deliveryId, attempt: attempts }
        await jobs.boss.send(WEBHOOK_QUEUE, next, { retryLimit: 5, retryDelay: 30, startAfter: new Date(Date.now() + delay), db: fromDrizzle(tx as never, sql as never) })
      }
    })
    if (status === 'failed') log.error({ deliveryId, attempts, error: update.last_error }, 'webhook delivery failed for good')
    else if (status === 'pending') log.warn({ deliveryId, attempts, error: update.last_error, retryInMs: delay }, 'webhook delivery failed; will retry')
  })
}
