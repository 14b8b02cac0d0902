import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '@/server/config'
import { startDraftWorker } from './draft-worker'
import type { ModelEndpoint } from './model-call'
import { resolveServerModel } from './server-model'
import { createWritersFor, type WritersFor } from './writers'

declare module 'fastify' {
  interface FastifyInstance {
    /** Who writes agents' e-mails, and the operator's model (docs/decisions/106-ai-writing.md). */
    aiWriting: { writersFor: WritersFor; serverModel: ModelEndpoint | null }
  }
}

/**
 * The operator's language model, resolved once at start-up (its address does not change while the server runs), the
 * writer decision the runtime asks for each batch, and the worker that writes drafts.
 */
export const aiWritingPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const serverModel = await resolveServerModel(config.ai)
    app.decorate('aiWriting', { writersFor: createWritersFor(serverModel), serverModel })
    // Agent e-mails carry the product's name in their header (docs/decisions/094), the person's data link (104) and
    // the unsubscribe link (125); the logo's address is the public URL's (123).
    const mail = {
      productName: config.productName,
      publicUrl: app.publicUrl,
      personDataLinks: app.personDataLinks,
      unsubscribeLinks: app.unsubscribeLinks,
      threading: app.mailThreading,
    }
    await startDraftWorker(
      {
        db: app.db,
        jobs: app.jobs,
        mail,
        server: serverModel,
        timeoutMs: config.ai.timeoutMs,
        encryptionKey: config.ai.encryptionKey,
        policy: config.userUrls,
      },
      config.timing.pollingIntervalSeconds,
    )
  },
  { name: 'ai-writing', dependencies: ['db', 'jobs', 'signing'] },
)
