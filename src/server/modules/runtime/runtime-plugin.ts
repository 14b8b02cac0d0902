import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '@/server/config'
import { startAgentWebhookWorker } from './agent-webhook-worker'
import { createAgentRuntime, startAgentWorkers, type AgentRuntime } from './agent-workers'

declare module 'fastify' {
  interface FastifyInstance {
    agentRuntime: AgentRuntime
  }
}

/** The agent runtime's in-process driver and its queued workers: activation drains and the company webhook. */
export const runtimePlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const runtime = createAgentRuntime(app.db, app.jobs, app.log)
    app.decorate('agentRuntime', runtime)
    const testing = config.env === 'test'
    await startAgentWorkers(app.jobs, app.db, runtime, testing ? 0.5 : 1)
    // Tests replace the hours-long retry schedule with one second between attempts.
    await startAgentWebhookWorker(app.jobs, app.db, testing ? { schedule: [0, 1000, 1000, 1000], pollingIntervalSeconds: 0.5, timeoutMs: 2000 } : {})
    app.addHook('onClose', async () => {
      await runtime.settle()
    })
  },
  { name: 'runtime', dependencies: ['db', 'jobs'] },
)
