import { eq, sql } from 'drizzle-orm'
import { fromDrizzle, type Job } from 'pg-boss'
import { companies } from '@/server/modules/accounts'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import type { AddressPolicy } from '@/server/platform/webhooks/public-address'
import { attemptWebhook, recordAttempt, WEBHOOK_RETRY_SCHEDULE_MS, type AttemptOutcome } from '@/server/platform/webhooks/webhook-attempt'
import { AGENT_WEBHOOK_QUEUE, JOB_OPTIONS, type AgentWebhookJob } from './agent-webhook-deliveries'
import { agentWebhookDeliveries } from './schema'

export type AgentWebhookWorkerOptions = {
  schedule?: readonly number[]
  pollingIntervalSeconds?: number
  timeoutMs?: number
  /** The company's URL is a user's input: checked and pinned at each attempt (docs/decisions/075). */
  policy: AddressPolicy
}

/**
 * One job per attempt, as the quiz webhook (jobs/webhook-deliveries.ts): the attempt is recorded and
 * the next one queued in one transaction; a stale or repeated job does nothing.
 */
export async function startAgentWebhookWorker(jobs: JobQueue, db: Db, options: AgentWebhookWorkerOptions): Promise<void> {
  const { schedule = WEBHOOK_RETRY_SCHEDULE_MS, pollingIntervalSeconds = 1, timeoutMs, policy } = options
  await jobs.boss.createQueue(AGENT_WEBHOOK_QUEUE, JOB_OPTIONS)
  await jobs.boss.work<AgentWebhookJob>(AGENT_WEBHOOK_QUEUE, { pollingIntervalSeconds }, async ([job]: Job<AgentWebhookJob>[]) => {
    const { deliveryId, attempt } = job!.data
    const [row] = await db
      .select({ delivery: agentWebhookDeliveries, secret: companies.n8n_webhook_secret })
      .from(agentWebhookDeliveries)
      .innerJoin(companies, eq(companies.id, agentWebhookDeliveries.company_id))
      .where(eq(agentWebhookDeliveries.id, deliveryId))
    if (!row || row.delivery.status !== 'pending' || row.delivery.attempts !== attempt) return
    const outcome: AttemptOutcome = row.secret
      ? await attemptWebhook({ url: row.delivery.url, secret: row.secret, id: row.delivery.id, body: row.delivery.body, timeoutMs, policy })
      : { kind: 'retry', error: 'The company has no webhook secret' }
    const {
      delay,
      update: { finished, ...update },
    } = recordAttempt(outcome, attempt, schedule)
    await db.transaction(async (tx) => {
      await tx
        .update(agentWebhookDeliveries)
        .set({ ...update, finished_at: finished ? sql`now()` : null })
        .where(eq(agentWebhookDeliveries.id, deliveryId))
      if (delay !== null) {
        await jobs.boss.send(AGENT_WEBHOOK_QUEUE, { deliveryId, attempt: update.attempts } satisfies AgentWebhookJob, {
          ...JOB_OPTIONS,
          startAfter: new Date(Date.now() + delay),
          db: fromDrizzle(tx as never, sql as never),
        })
      }
    })
  })
}
