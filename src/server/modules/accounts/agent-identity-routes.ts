import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { agentIdentityInputSchema, agentIdentitySettingsSchema } from '@/shared/schemas/agent-identity'
import { errorBodySchema } from '@/shared/schemas/errors'
import { addressOf } from '@/server/platform/mail/mailer'
import { getCompanyId } from '@/server/platform/session/session-plugin'
import { getAgentIdentity, setAgentIdentity } from './company-identity'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/**
 * Settings → Agent e-mails (docs/decisions/120-agents-speak-for-the-business.md): everyone in the company sees how its agents
 * sign; only the owner changes the name, reply-to address and signature the business's customers see.
 */
export const agentIdentityRoutes: FastifyPluginAsyncZod<{ mailFrom: string }> = async (app, { mailFrom }) => {
  // The address MAIL_FROM sends from, for the preview: the name on the From line is the company's.
  const sendingAddress = addressOf(mailFrom)
  const response = { 200: agentIdentitySettingsSchema, ...errors }

  app.get('/', { config: { access: 'member' }, schema: { response } }, async (request) => ({
    ...(await getAgentIdentity(app.db, getCompanyId(request))),
    sendingAddress,
  }))

  app.patch('/', { config: { access: 'owner' }, schema: { body: agentIdentityInputSchema, response } }, async (request) => ({
    ...(await setAgentIdentity(app.db, getCompanyId(request), request.body)),
    sendingAddress,
  }))
}
