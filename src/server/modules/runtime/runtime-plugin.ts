import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '@/server/config'
import { startAgentWebhookWorker } from './agent-webhook-worker'
import { createAgentRuntime, startAgentWorkers, type AgentRuntime } from './agent-workers'
import type { WritersFor } from './agent-email'

declare module 'fastify' {
  interface FastifyInstance {
    agentRuntime: AgentRuntime
  }
}

/** The agent runtime's in-process driver and its queued workers: activation drains and the company webhook. */
export const runtimePlugin = fp(
  async (app: FastifyInstance, { config, writersFor }: { config: Config; writersFor?: WritersFor }) => {
    // Agent e-mails carry the product's name in their header (docs/decisions/094) and the person's data link (104);
    // a language model may write them (106).
    const mail = { productName: config.productName, personDataLinks: app.personDataLinks, writersFor }
    const runtime = createAgentRuntime(app.db, app.jobs, mail, app.log)
    app.decorate('agentRuntime', runtime)
    const { pollingIntervalSeconds, agentWebhookSchedule: schedule, webhookTimeoutMs: timeoutMs } = config.timing
    await startAgentWorkers(app.jobs, app.db, mail, runtime, pollingIntervalSeconds)
    await startAgentWebhookWorker(app.jobs, app.db, { schedule, pollingIntervalSeconds, timeoutMs, policy: config.userUrls })
    app.addHook('onClose', async () => {
      await runtime.settle()
    })
  },
  { name: 'runtime', dependencies: ['db', 'jobs', 'signing'] },
)
