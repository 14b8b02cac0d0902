import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '@/server/config'
import type { PriceTable } from '@/shared/ai/model-prices'
import { startDraftWorker } from './draft-worker'
import { startOutageProbe } from './outage-probe'
import type { ModelEndpoint } from './model-call'
import { resolveServerModel } from './server-model'
import { createWritersFor, type WritersFor } from './writers'

declare module 'fastify' {
  interface FastifyInstance {
    /** Who writes agents' e-mails, and the operator's model (docs/decisions/106-ai-writing.md). */
    aiWriting: { writersFor: WritersFor; serverModel: ModelEndpoint | null; prices: PriceTable }
  }
}

/**
 * The operator's language model, resolved once at start-up (its address does not change while the server runs), the
 * writer decision the runtime asks for each batch, and the worker that writes drafts.
 */
export const aiWritingPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const serverModel = await resolveServerModel(config.ai)
    const { prices } = config.ai
    app.decorate('aiWriting', { writersFor: createWritersFor(serverModel, prices), serverModel, prices })
    // Agent e-mails carry the product's name in their header (docs/decisions/094), the person's data link (104) and
    // the unsubscribe link (125); the logo's address is the public URL's (123).
    const mail = {
      productName: config.productName,
      publicUrl: app.publicUrl,
      personDataLinks: app.personDataLinks,
      unsubscribeLinks: app.unsubscribeLinks,
      threading: app.mailThreading,
    }
    // The owner reads only that saving a key is not available here (KEY_SAVING_UNAVAILABLE); the administrator, here.
    if (!config.ai.encryptionKey)
      app.log.info('AI_KEY_ENCRYPTION_KEY is not set: companies cannot save their own model API keys (README, configuration)')
    await startDraftWorker(
      {
        db: app.db,
        jobs: app.jobs,
        mail,
        server: serverModel,
        timeoutMs: config.ai.timeoutMs,
        encryptionKey: config.ai.encryptionKey,
        policy: config.userUrls,
        prices,
      },
      config.timing.pollingIntervalSeconds,
    )
    // Drafts a provider's outage left to the templates are written again once it answers (docs/decisions/133).
    await startOutageProbe(app.db, app.jobs, config.timing.pollingIntervalSeconds)
  },
  { name: 'ai-writing', dependencies: ['db', 'jobs', 'signing'] },
)
