import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '@/server/config'
import { startWebhookWorker } from './lead-webhook-worker'

/** Delivers quiz leads to the operator's n8n webhook (N8N_WEBHOOK_URL), one queued job per attempt. */
export const leadWebhookPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const { leadWebhookSchedule: schedule, pollingIntervalSeconds, webhookTimeoutMs: timeoutMs } = config.timing
    await startWebhookWorker(app.jobs, app.db, {
      target: { url: config.n8nWebhookUrl, secret: config.n8nWebhookSecret },
      log: app.log,
      schedule,
      pollingIntervalSeconds,
      timeoutMs,
    })
  },
  { name: 'lead-webhook', dependencies: ['db', 'jobs'] },
)
