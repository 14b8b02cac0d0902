import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { agentIdentityInputSchema, agentIdentitySettingsSchema } from '@/shared/schemas/agent-identity'
import { errorBodySchema } from '@/shared/schemas/errors'
import { logoUploadSchema } from '@/shared/schemas/company-logo'
import { addressOf } from '@/server/platform/mail/mailer'
import { getCompanyId } from '@/server/platform/session/session-plugin'
import { getAgentIdentity, setAgentIdentity } from './company-identity'
import { removeCompanyLogo, setCompanyLogo } from './company-logo'

// A 256 KB logo is about 342 KB as base64; the app's own limit is 16 KB. A larger body gets 413 before it is read.
const LOGO_BODY_LIMIT = 512 * 1024

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/**
 * Settings → Agent e-mails (docs/decisions/120-agents-speak-for-the-business.md): everyone in the company sees how its agents
 * sign; only the owner changes the name, reply-to address and signature the business's customers see.
 */
export const agentIdentityRoutes: FastifyPluginAsyncZod<{ mailFrom: string }> = async (app, { mailFrom }) => {
  // The address MAIL_FROM sends from, for the preview (the name on the From line is the company's), and whether replies
  // come back to each agent's conversation as well as to the reply-to address.
  const server = { sendingAddress: addressOf(mailFrom), repliesComeBack: app.mailThreading.replyDomain !== null }
  const response = { 200: agentIdentitySettingsSchema, ...errors }

  app.get('/', { config: { access: 'member' }, schema: { response } }, async (request) => ({
    ...(await getAgentIdentity(app.db, getCompanyId(request))),
    ...server,
  }))

  app.patch('/', { config: { access: 'owner' }, schema: { body: agentIdentityInputSchema, response } }, async (request) => ({
    ...(await setAgentIdentity(app.db, getCompanyId(request), request.body)),
    ...server,
  }))

  // The logo (docs/decisions/123-the-business-brand-in-e-mail.md): sent on its own as the owner picks a file, so the
  // form's Save stays about the words; both answer the settings with the logo's new address.
  app.post(
    '/logo',
    {
      config: { access: 'owner' },
      bodyLimit: LOGO_BODY_LIMIT,
      schema: { body: logoUploadSchema, response: { ...response, 413: errorBodySchema } },
    },
    async (request) => {
      const companyId = getCompanyId(request)
      await setCompanyLogo(app.db, companyId, request.body)
      return { ...(await getAgentIdentity(app.db, companyId)), ...server }
    },
  )

  app.delete('/logo', { config: { access: 'owner' }, schema: { response } }, async (request) => {
    const companyId = getCompanyId(request)
    await removeCompanyLogo(app.db, companyId)
    return { ...(await getAgentIdentity(app.db, companyId)), ...server }
  })
}
