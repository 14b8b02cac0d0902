import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SAMPLE_EMAILS } from '@/shared/agents/sample-emails'
import { agentEmailPreviewSchema, agentIdentityInputSchema, senderNameOf } from '@/shared/schemas/agent-identity'
import { errorBodySchema } from '@/shared/schemas/errors'
import { companies, getAgentIdentity } from '@/server/modules/accounts'
import { addressOf } from '@/server/platform/mail/mailer'
import { getCompanyId } from '@/server/platform/session/session-plugin'
import { renderAgentEmail } from './agent-email'
import { agents } from './agents-schema'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/**
 * The live preview of Settings → Agent e-mails (docs/decisions/123-the-business-brand-in-e-mail.md): the settings as
 * the owner types them, not yet saved, framing each agent's sample e-mail through renderAgentEmail itself, so the
 * preview is what is sent. It writes nothing; everyone in the company may look.
 */
export const agentEmailPreviewRoutes: FastifyPluginAsyncZod<{ mailFrom: string; productName: string }> = async (
  app,
  { mailFrom, productName },
) => {
  const sendingAddress = addressOf(mailFrom)

  app.post(
    '/',
    { config: { access: 'member' }, schema: { body: agentIdentityInputSchema, response: { 200: agentEmailPreviewSchema, ...errors } } },
    async (request) => {
      const companyId = getCompanyId(request)
      const saved = await getAgentIdentity(app.db, companyId)
      const identity = { ...saved, ...request.body, brandColor: request.body.brandColor ?? saved.brandColor }
      const [company] = await app.db.select({ website: companies.website }).from(companies).where(eq(companies.id, companyId))
      // The agents the company has, else every agent that writes: a new company sees what it would get.
      const deployed = new Set(
        (await app.db.select({ id: agents.catalogue_id }).from(agents).where(eq(agents.company_id, companyId))).map((row) => row.id),
      )
      const samples = SAMPLE_EMAILS.some((sample) => deployed.has(sample.agentId))
        ? SAMPLE_EMAILS.filter((sample) => deployed.has(sample.agentId))
        : SAMPLE_EMAILS
      // The footer's links as sent: the person's data and Unsubscribe (docs/decisions/125-unsubscribe.md).
      const mail = { productName, publicUrl: app.publicUrl, personDataLinks: app.personDataLinks, unsubscribeLinks: app.unsubscribeLinks }
      const from = senderNameOf(identity)
      // Each real e-mail's Reply-To starts with its conversation's own address when replies come back here
      // (docs/decisions/128-conversations.md); the preview shows where that address would be.
      const { replyDomain } = app.mailThreading
      const conversation = replyDomain
        ? { replyAddress: `reply+…@${replyDomain}`, thread: { messageId: `preview@${replyDomain}` } }
        : undefined
      return {
        emails: samples.map(({ agentId, agentName, email }) => {
          const message = renderAgentEmail(
            mail,
            { name: agentName, website: company?.website ?? null, company_id: companyId, identity },
            email,
            conversation,
          )
          return {
            agentId,
            agentName,
            from: sendingAddress ? `${from} <${sendingAddress}>` : from,
            replyTo: message.replyTo ?? null,
            to: message.to,
            subject: message.subject,
            html: message.html,
          }
        }),
      }
    },
  )
}
