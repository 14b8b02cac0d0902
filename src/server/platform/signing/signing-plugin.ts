import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { loadAppSecret } from './app-secrets'
import { createPersonDataLinks, type PersonDataLinks } from './person-data-links'
import { createUnsubscribeLinks, type UnsubscribeLinks } from './unsubscribe-links'

declare module 'fastify' {
  interface FastifyInstance {
    personDataLinks: PersonDataLinks
    unsubscribeLinks: UnsubscribeLinks
  }
}

/**
 * The links every e-mail to a lead or visitor carries (docs/decisions/104-a-persons-data.md), and the unsubscribe link
 * of every agent e-mail (docs/decisions/125-unsubscribe.md). The keys are read once at start-up, before any route or
 * worker renders an e-mail: e-mails are rendered when they are queued.
 */
export const signingPlugin = fp(
  async (app: FastifyInstance, { publicUrl, now }: { publicUrl: string; now?: () => Date }) => {
    const key = await loadAppSecret(app.db, 'person-data-links')
    app.decorate('personDataLinks', createPersonDataLinks({ key, publicUrl, now }))
    app.decorate('unsubscribeLinks', createUnsubscribeLinks({ key: await loadAppSecret(app.db, 'unsubscribe-links'), publicUrl }))
  },
  { name: 'signing', dependencies: ['db'] },
)
