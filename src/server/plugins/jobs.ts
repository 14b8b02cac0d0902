import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { startAgentWebhookWorker } from '../jobs/agent-webhooks'
import { createAgentRuntime, startAgentWorkers, type AgentRuntime } from '../jobs/agent-workers'
import { startJobQueue, type JobQueue } from '../jobs/job-queue'
import { startEmailWorker } from '../jobs/outbox'
import { startWebhookWorker } from '../jobs/webhook-deliveries'
import { createMailer, type Mailer } from '../services/mailer'

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue
    mailer: Mailer
    agentRuntime: AgentRuntime
  }
}

/** The durable job queue (the outbox every e-mail and webhook goes through) and its workers. */
export const jobsPlugin = fp(
  async (app: FastifyInstance, { config, database }: { config: Config; database: Database }) => {
    const jobs = await startJobQueue(database, {
      onError: (error) => app.log.error({ err: error }, 'job queue error'),
      retryDelaySeconds: config.env === 'test' ? 1 : 5,
    })
    app.decorate('jobs', jobs)
    app.decorate('mailer', createMailer(config.smtpUrl, config.mailFrom))
    // Tests poll faster so a delivery is seen within a second; production polls each second.
    await startEmailWorker(jobs, app.db, app.mailer, app.log, config.env === 'test' ? 0.5 : 1)
    await startWebhookWorker(jobs, app.db, {
      target: { url: config.n8nWebhookUrl, secret: config.n8nWebhookSecret },
      log: app.log,
      // Tests replace Svix's hours-long schedule with one second between attempts.
      ...(config.env === 'test' ? { schedule: [0, 1000, 1000, 1000, 1000, 1000, 1000, 1000], pollingIntervalSeconds: 0.5, timeoutMs: 2000 } : {}),
    })
    const runtime = createAgentRuntime(app.db, jobs, app.log)
    app.decorate('agentRuntime', runtime)
    await startAgentWorkers(jobs, app.db, runtime, config.env === 'test' ? 0.5 : 1)
    await startAgentWebhookWorker(jobs, app.db, config.env === 'test' ? { schedule: [0, 1000, 1000, 1000], pollingIntervalSeconds: 0.5, timeoutMs: 2000 } : {})
    app.addHook('onClose', async () => {
      await runtime.settle()
      await jobs.stop()
    })
  },
  { name: 'jobs', dependencies: ['db'] },
)
