import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config'
import type { Database } from '../db/client'
import { createMailer, type Mailer } from '../mail/mailer'
import { startEmailWorker } from '../mail/outbox'
import { startJobQueue, type JobQueue } from './job-queue'

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue
    mailer: Mailer
  }
}

/**
 * The durable job queue and the e-mail outbox's worker. Modules register their own workers after this plugin;
 * their close hooks run before this one's (Fastify closes plugins in reverse order), so the queue stops last.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, { config, database }: { config: Config; database: Database }) => {
    const jobs = await startJobQueue(database, {
      onError: (error) => app.log.error({ err: error }, 'job queue error'),
      retryDelaySeconds: config.timing.emailRetryDelaySeconds,
      companyEmailsPerDay: config.companyEmailsPerDay,
    })
    app.decorate('jobs', jobs)
    app.decorate('mailer', createMailer(config.smtpUrl, config.mailFrom, config.dkim))
    await startEmailWorker(jobs, app.db, app.mailer, app.log, config.timing.pollingIntervalSeconds)
    app.addHook('onClose', async () => {
      await jobs.stop()
    })
  },
  { name: 'jobs', dependencies: ['db'] },
)
