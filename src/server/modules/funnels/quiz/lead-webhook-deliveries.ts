import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { fromDrizzle } from 'pg-boss'
import { getLeadPriority } from '@/shared/leads/quiz-lead'
import type { Db } from '@/server/platform/db/client'
import { webhookDeliveries } from './schema'
import type { QuizSubmission } from './quiz-submissions'
import type { JobQueue } from '@/server/platform/jobs/job-queue'

export const WEBHOOK_QUEUE = 'webhook.deliver'

export type WebhookJob = { deliveryId: string; attempt: number }
export type WebhookTarget = { url: string | undefined; secret: string | undefined }
export type EnqueueResult = 'queued' | 'skipped' | 'already-queued'

/** The n8n webhook body (docs/product.md#quiz-webhook), built from the stored submission only (no open relay). */
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
 * without a configured URL the delivery is recorded as skipped (docs/product.md#quiz-webhook).
 */
export async function enqueueLeadWebhook(
  jobs: JobQueue,
  db: Db,
  target: WebhookTarget,
  submission: QuizSubmission,
): Promise<EnqueueResult> {
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
    await jobs.boss.send(WEBHOOK_QUEUE, { deliveryId: row.id, attempt: 0 } satisfies WebhookJob, {
      retryLimit: 5,
      retryDelay: 30,
      db: fromDrizzle(tx as never, sql as never),
    })
    return 'queued'
  })
}
