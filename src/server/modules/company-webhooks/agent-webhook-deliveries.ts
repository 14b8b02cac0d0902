import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { fromDrizzle } from 'pg-boss'
import type { AgentWebhookInput } from '@/server/modules/runtime'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { agentWebhookDeliveries } from './schema'

export const AGENT_WEBHOOK_QUEUE = 'agent-webhook.deliver'
export const JOB_OPTIONS = { retryLimit: 5, retryDelay: 30 }

export type AgentWebhookJob = { deliveryId: string; attempt: number }

/**
 * Records the deliveries of runs' outputs and queues their first attempts, in the runs' transaction: the runtime calls
 * it as it writes the runs (app.ts hands it to the runtime plugin).
 */
export async function enqueueAgentWebhooks(jobs: JobQueue, tx: Db, inputs: AgentWebhookInput[]): Promise<void> {
  if (inputs.length === 0) return
  const rows = await tx
    .insert(agentWebhookDeliveries)
    .values(
      inputs.map((input) => ({
        id: `msg_${randomUUID().replaceAll('-', '')}`,
        company_id: input.companyId,
        run_id: input.runId,
        url: input.url,
        body: JSON.stringify(input.body),
        next_attempt_at: sql`now()`,
      })),
    )
    .onConflictDoNothing({ target: agentWebhookDeliveries.run_id })
    .returning({ id: agentWebhookDeliveries.id })
  if (rows.length === 0) return
  await jobs.boss.insert(
    AGENT_WEBHOOK_QUEUE,
    rows.map((row) => ({ data: { deliveryId: row.id, attempt: 0 } satisfies AgentWebhookJob, ...JOB_OPTIONS })),
    { db: fromDrizzle(tx as never, sql as never) },
  )
}
