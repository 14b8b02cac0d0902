import { eq, inArray } from 'drizzle-orm'
import { companies } from '@/server/modules/accounts'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import type { AddressPolicy } from '@/server/platform/webhooks/public-address'
import { startDeliveryWorker } from '@/server/platform/webhooks/delivery-worker'
import { WEBHOOK_RETRY_SCHEDULE_MS } from '@/server/platform/webhooks/webhook-attempt'
import { AGENT_WEBHOOK_QUEUE, JOB_OPTIONS } from './agent-webhook-deliveries'
import { agentWebhookDeliveries } from './schema'
import { logAgentWebhookAttempt } from './webhook-delivery-log'

export type AgentWebhookWorkerOptions = {
  schedule?: readonly number[]
  pollingIntervalSeconds?: number
  timeoutMs?: number
  /** The company's URL is a user's input: checked and pinned at each attempt (docs/decisions/075). */
  policy: AddressPolicy
}

/**
 * Delivers agent outputs to each company's webhook as the quiz's leads are delivered
 * (platform/webhooks/delivery-worker.ts): batched, concurrent, at most a few at once to one company's receiver.
 */
export async function startAgentWebhookWorker(jobs: JobQueue, db: Db, options: AgentWebhookWorkerOptions): Promise<void> {
  const { schedule = WEBHOOK_RETRY_SCHEDULE_MS, pollingIntervalSeconds = 1, timeoutMs, policy } = options
  await startDeliveryWorker(jobs, db, {
    name: AGENT_WEBHOOK_QUEUE,
    jobOptions: JOB_OPTIONS,
    schedule,
    pollingIntervalSeconds,
    load: async (ids) => {
      const rows = await db
        .select({ delivery: agentWebhookDeliveries, secret: companies.n8n_webhook_secret })
        .from(agentWebhookDeliveries)
        .innerJoin(companies, eq(companies.id, agentWebhookDeliveries.company_id))
        .where(inArray(agentWebhookDeliveries.id, ids))
      return rows.map(({ delivery, secret }) => ({ ...delivery, secret }))
    },
    // The secret is read at each attempt: a company that rotated it signs its retries with the new one.
    prepare: (delivery) =>
      delivery.secret
        ? { url: delivery.url, secret: delivery.secret, id: delivery.id, body: delivery.body, timeoutMs, policy }
        : { kind: 'retry', error: 'The company has no webhook secret' },
    // The attempt's line in the owner's delivery log goes with the delivery's own record of it (docs/decisions/093).
    save: (db, id, attempt) =>
      db.transaction(async (tx) => {
        await tx.update(agentWebhookDeliveries).set(attempt).where(eq(agentWebhookDeliveries.id, id))
        await logAgentWebhookAttempt(tx, id, attempt)
      }),
  })
}
