import { randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { fromDrizzle } from 'pg-boss'
import { getLeadPriority } from '@/shared/leads/quiz-lead'
import type { Db } from '@/server/platform/db/client'
import type { DeliveryJob } from '@/server/platform/webhooks/delivery-worker'
import { webhookDeliveries } from './schema'
import type { QuizLead } from './quiz-submissions'
import type { JobQueue } from '@/server/platform/jobs/job-queue'

export const WEBHOOK_QUEUE = 'webhook.deliver'
export const WEBHOOK_JOB_OPTIONS = { retryLimit: 5, retryDelay: 30 }

export type WebhookJob = DeliveryJob
export type WebhookTarget = { url: string | undefined; secret: string | undefined }
export type WebhookDeliveryStatus = (typeof webhookDeliveries.$inferSelect)['status']

/** The n8n webhook body (docs/product.md#quiz-webhook), built from the stored submission only (no open relay). */
export function buildLeadBody(submission: QuizLead): string {
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
 * Records one delivery per submission and queues the first attempts, in the caller's transaction `tx` (the submit's:
 * docs/decisions/084-quiz-submit-enqueues-follow-ups.md); without a configured URL the deliveries are recorded as
 * skipped (docs/product.md#quiz-webhook). A submission that has its delivery already gets no second one.
 */
export async function enqueueLeadWebhooks(jobs: JobQueue, tx: Db, target: WebhookTarget, submissions: QuizLead[]): Promise<void> {
  if (submissions.length === 0) return
  const skipped = !target.url || !target.secret
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      submissions.map((submission) => ({
        // The Standard Webhooks `webhook-id`: the same on every retry, so receivers can drop duplicates.
        id: `msg_${randomUUID().replaceAll('-', '')}`,
        submission_id: submission.id,
        body: buildLeadBody(submission),
        status: skipped ? ('skipped' as const) : ('pending' as const),
        next_attempt_at: skipped ? null : sql`now()`,
        finished_at: skipped ? sql`now()` : null,
      })),
    )
    .onConflictDoNothing({ target: webhookDeliveries.submission_id, where: sql`${webhookDeliveries.redelivery_of} is null` })
    .returning({ id: webhookDeliveries.id })
  if (skipped || rows.length === 0) return
  await jobs.boss.insert(
    WEBHOOK_QUEUE,
    rows.map((row) => ({ data: { deliveryId: row.id, attempt: 0 } satisfies WebhookJob, ...WEBHOOK_JOB_OPTIONS })),
    { db: fromDrizzle(tx as never, sql as never) },
  )
}

/** The status of the submission's own delivery (not a staff redelivery), or undefined when it has none. */
export async function findLeadWebhookStatus(db: Db, submissionId: string): Promise<WebhookDeliveryStatus | undefined> {
  const [row] = await db
    .select({ status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.submission_id, submissionId), isNull(webhookDeliveries.redelivery_of)))
  return row?.status
}

/**
 * A staff member's redelivery of a quiz lead (docs/product.md#back-office): a new delivery with its own id, so the
 * receiver does not drop it as a duplicate of `redeliveryOf`, the body rebuilt from the stored submission, and its
 * first attempt queued, all in the caller's transaction `tx`. Returns the new delivery's id.
 */
export async function enqueueLeadRedelivery(
  jobs: JobQueue,
  tx: Db,
  submission: QuizLead,
  redelivery: { redeliveryOf: string; requestedBy: string },
): Promise<string> {
  const id = `msg_${randomUUID().replaceAll('-', '')}`
  await tx.insert(webhookDeliveries).values({
    id,
    submission_id: submission.id,
    redelivery_of: redelivery.redeliveryOf,
    requested_by: redelivery.requestedBy,
    body: buildLeadBody(submission),
    status: 'pending',
    next_attempt_at: sql`now()`,
  })
  await jobs.boss.insert(WEBHOOK_QUEUE, [{ data: { deliveryId: id, attempt: 0 } satisfies WebhookJob, ...WEBHOOK_JOB_OPTIONS }], {
    db: fromDrizzle(tx as never, sql as never),
  })
  return id
}
