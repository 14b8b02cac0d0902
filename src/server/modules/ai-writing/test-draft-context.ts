import type { FastifyInstance } from 'fastify'
import type { DraftJobContext } from './draft-job'

/**
 * The draft job's context on a test app, as the app's worker builds it: its own model, mail and prices, a 10 s model
 * timeout, and public addresses only. Tests call `writeDraft` with it to write a draft without waiting for the queue.
 */
export function draftJobContextOf(app: FastifyInstance): DraftJobContext {
  return {
    db: app.db,
    jobs: app.jobs,
    mail: { productName: 'AgentWorks', publicUrl: app.publicUrl },
    server: app.aiWriting.serverModel,
    timeoutMs: 10_000,
    encryptionKey: null,
    policy: { allowPrivate: false },
    prices: app.aiWriting.prices,
  }
}
