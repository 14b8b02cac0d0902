import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { fromDrizzle, type Job } from 'pg-boss'
import type { Db } from '../db/client'
import { companies } from '../db/schema/accounts'
import { agentWebhookDeliveries } from '../db/schema/runtime'
import { attemptWebhook, recordAttempt, WEBHOOK_RETRY_SCHEDULE_MS, type AttemptOutcome } from '../services/webhook-attempt'
import type { JobQueue } from './job-queue'

const AGENT_WEBHOOK_QUEUE = 'agent-webhook.deliver'
const JOB_OPTIONS = { retryLimit: 5, retryDelay: 30 }

type AgentWebhookJob = { deliveryId: string; attempt: number }

export type AgentWebhookInput = { companyId: string; runId: string; url: string; body: object }

/** Records the deliveries of runs' outputs and queues their first attempts, in the runs' transaction. */
export async function enqueueAgentWebhooks(jobs: JobQueue, tx: Db, inputs: AgentWebhookInput[]): Promise<void> {
  if (inputs.length === 0) return
  const rows = await tx
    .insert(agentWebhookDeliveries)
    .values(inputs.map((input) => ({ id: `msg_${randomUUID().replaceAll('-', '')}`, company_id: input.companyId, run_id: input.runId, url: input.url, body: JSON.stringify(input.body), next_attempt_at: sql`now()` })))
    .onConflictDoNothing({ target: agentWebhookDeliveries.run_id })
    .returning({ id: agentWebhookDeliveries.id })
  if (rows.length === 0) return
  await jobs.boss.insert(
    AGENT_WEBHOOK_QUEUE,
    rows.map((row) => ({ data: { deliveryId: row.id, attempt: 0 } satisfies AgentWebhookJob, ...JOB_OPTIONS })),
    { db: fromDrizzle(tx as never, sql as never) },
  )
}

export type AgentWebhookWorkerOptions = { schedule?: readonly number[]; pollingIntervalSeconds?: number; timeoutMs?: number }

/**
 * One job per attempt, as the quiz webhook (jobs/webhook-deliveries.ts): the attempt is recorded and
 * the next one queued in one transaction; a stale or repeated job does nothing.
 */
export async function startAgentWebhookWorker(jobs: JobQueue, db: Db, options: AgentWebhookWorkerOptions = {}): Promise<void> {
  const { schedule = WEBHOOK_RETRY_SCHEDULE_MS, pollingIntervalSeconds = 1, timeoutMs } = options
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
      ? await attemptWebhook({ url: row.delivery.url, secret: row.secret, id: row.delivery.id, body: row.delivery.body, timeoutMs })
      : { kind: 'retry', error: 'The company has no webhook secret' }
    const { delay, update: { finished, ...update } } = recordAttempt(outcome, attempt, schedule)
    await db.transaction(async (tx) => {
      await tx
        .update(agentWebhookDeliveries)
        .set({ ...update, finished_at: finished ? sql`now()` : null })
        .where(eq(agentWebhookDeliveries.id, deliveryId))
      if (delay !== null) {
        await jobs.boss.send(AGENT_WEBHOOK_QUEUE, { deliveryId, attempt: update.attempts } satisfies AgentWebhookJob, { ...JOB_OPTIONS, startAfter: new Date(Date.now() + delay), db: fromDrizzle(tx as never, sql as never) })
      }
    })
  })
}
