import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '@/server/config'
import { startInboundWorker } from './inbound-jobs'
import { inboundWebhookRoutes } from './inbound-webhook-routes'
import { systemDnsResolver } from './message-authentication'
import { createSmtpReceiver, type SmtpReceiver } from './smtp-receiver'

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded SMTP receiver when INBOUND_SMTP_PORT is set (docs/inbound-email.md), else null. */
    inboundSmtp: SmtpReceiver | null
  }
}

/**
 * Replies to agents' e-mails come in (docs/inbound-email.md): the worker that acts on stored messages, the provider
 * webhooks under /api/inbound whenever INBOUND_DOMAIN is set, and the embedded SMTP receiver when INBOUND_SMTP_PORT is
 * too, listening from the moment the app is ready until it closes (before the job queue stops, as each message it
 * takes queues a job).
 */
export const inboundPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    // Always: messages stored while INBOUND_DOMAIN was set are still acted on after it is removed.
    await startInboundWorker(app.jobs, app.db, config.timing.pollingIntervalSeconds)
    const { inbound } = config
    if (!inbound) {
      app.decorate('inboundSmtp', null)
      return
    }
    const resolver = inbound.dnsResolver ?? systemDnsResolver()
    await app.register(inboundWebhookRoutes, { prefix: '/api/inbound', inbound, resolver })
    if (inbound.smtpPort === null) {
      app.decorate('inboundSmtp', null)
      return
    }
    const { db, jobs, rateLimits, log } = app
    const receiver = createSmtpReceiver({ db, jobs, inbound, host: config.host, resolver, rateLimits, log, wake: app.agentRuntime.wake })
    app.decorate('inboundSmtp', receiver)
    app.addHook('onReady', async () => {
      await receiver.listen()
    })
    app.addHook('onClose', () => receiver.close())
  },
  { name: 'inbound', dependencies: ['db', 'jobs', 'runtime'] },
)
