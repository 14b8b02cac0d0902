import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '@/server/config'
import { createAgentRuntime, startAgentWorkers, type AgentRuntime } from './agent-workers'
import type { WritersFor } from './agent-email'
import { startSendWorker } from './draft-dispatch'
import type { EnqueueAgentWebhooks } from './agent-run-types'

declare module 'fastify' {
  interface FastifyInstance {
    agentRuntime: AgentRuntime
  }
}

type RuntimePluginOptions = { config: Config; writersFor?: WritersFor; enqueueAgentWebhooks: EnqueueAgentWebhooks }

/** The agent runtime's in-process driver and its queued workers (activation drains). */
export const runtimePlugin = fp(
  async (app: FastifyInstance, { config, writersFor, enqueueAgentWebhooks }: RuntimePluginOptions) => {
    // Agent e-mails carry the product's name in their header (docs/decisions/094), the person's data link (104), the
    // unsubscribe link (125) and the logo's public address (123); a language model may write them (106). Runs' outputs
    // go to the company webhook (company-webhooks module).
    const context = {
      productName: config.productName,
      publicUrl: app.publicUrl,
      personDataLinks: app.personDataLinks,
      unsubscribeLinks: app.unsubscribeLinks,
      threading: app.mailThreading,
      writersFor,
      enqueueAgentWebhooks,
    }
    const runtime = createAgentRuntime(app.db, app.jobs, context, app.log)
    app.decorate('agentRuntime', runtime)
    await startAgentWorkers(app.jobs, app.db, context, runtime, config.timing.pollingIntervalSeconds)
    // Drafts that waited for the person's message window or the company's chain of work go out from here.
    await startSendWorker(app.jobs, app.db, context, config.timing.pollingIntervalSeconds)
    app.addHook('onClose', async () => {
      await runtime.settle()
    })
  },
  { name: 'runtime', dependencies: ['db', 'jobs', 'signing'] },
)
