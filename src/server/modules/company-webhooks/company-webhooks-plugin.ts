import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '@/server/config'
import { startAgentWebhookWorker } from './agent-webhook-worker'

/**
 * Delivers agent outputs and test events to each company's webhook, one queued job per attempt. Registered before the
 * runtime plugin, so the queue exists before the runtime's first run adds to it.
 */
export const companyWebhooksPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const { pollingIntervalSeconds, agentWebhookSchedule: schedule, webhookTimeoutMs: timeoutMs } = config.timing
    await startAgentWebhookWorker(app.jobs, app.db, { schedule, pollingIntervalSeconds, timeoutMs, policy: config.userUrls })
  },
  { name: 'company-webhooks', dependencies: ['db', 'jobs'] },
)
