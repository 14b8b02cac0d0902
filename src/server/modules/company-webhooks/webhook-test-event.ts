import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { fromDrizzle } from 'pg-boss'
import { TEST_EVENT } from '@/shared/schemas/webhook-deliveries'
import { companies } from '@/server/modules/accounts'
import type { Db } from '@/server/platform/db/client'
import { badRequest } from '@/server/platform/http/http-errors'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { AGENT_WEBHOOK_QUEUE, JOB_OPTIONS, type AgentWebhookJob } from './agent-webhook-deliveries'
import { agentWebhookDeliveries } from './schema'

export const NO_WEBHOOK_MESSAGE = 'Save a webhook URL first: the test event is sent there.'

/** The company's webhook URL and name, or the 400 that says to save a URL first. */
export async function findTestTarget(db: Db, companyId: string): Promise<{ url: string; name: string }> {
  const [company] = await db
    .select({ url: companies.n8n_webhook_url, secret: companies.n8n_webhook_secret, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
  if (!company?.url || !company.secret) throw badRequest(NO_WEBHOOK_MESSAGE)
  return { url: company.url, name: company.name }
}

/**
 * Queues a test event to the company's webhook as an agent's output is queued (agent-webhook-deliveries.ts): a
 * delivery row and its first job in one transaction, so the agent webhook worker sends it with the same signing,
 * address checks and retries (docs/decisions/075, 093). Returns the delivery's id.
 */
export async function enqueueTestDelivery(db: Db, jobs: JobQueue, companyId: string, target: { url: string; name: string }) {
  const id = `msg_${randomUUID().replaceAll('-', '')}`
  const body = {
    type: TEST_EVENT,
    company: { id: companyId, name: target.name },
    message: 'A test event sent from Settings: your workflow receives each agent output at this URL.',
  }
  await db.transaction(async (tx) => {
    await tx.insert(agentWebhookDeliveries).values({
      id,
      company_id: companyId,
      run_id: null,
      event: TEST_EVENT,
      url: target.url,
      body: JSON.stringify(body),
      next_attempt_at: sql`now()`,
    })
    await jobs.boss.insert(AGENT_WEBHOOK_QUEUE, [{ data: { deliveryId: id, attempt: 0 } satisfies AgentWebhookJob, ...JOB_OPTIONS }], {
      db: fromDrizzle(tx as never, sql as never),
    })
  })
  return id
}
