import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { companyWebhookSchema, updateCompanyWebhookSchema } from '@/shared/schemas/company-webhook'
import { errorBodySchema } from '@/shared/schemas/errors'
import { forbidden, notFound } from '@/server/platform/http/http-errors'
import { getUser, requireUser } from '@/server/platform/session/session-plugin'
import { checkWebhookTarget, clearCompanyWebhook, getCompanyWebhook, setCompanyWebhook, type WebhookTargetRules } from './company-webhook'
import type { SessionUser } from '@/server/platform/session/session-plugin'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

function requireOwner(user: SessionUser): string {
  if (!user.company_id) throw notFound('You are not part of a company')
  if (user.role !== 'owner') throw forbidden('Only the company owner can manage the webhook')
  return user.company_id
}

/** The company's n8n webhook for agent outputs (docs/product.md#agent-outputs): owner only, on the account home. */
export const companyWebhookRoutes: FastifyPluginAsyncZod<WebhookTargetRules> = async (app, { production, policy }) => {
  // Who may call is checked before the request is read or validated: a stranger learns nothing of the schema.
  app.addHook('onRequest', requireUser)
  app.addHook('onRequest', async (request) => void requireOwner(getUser(request)))

  app.get('/', { schema: { response: { 200: companyWebhookSchema, ...errors } } }, async (request) =>
    getCompanyWebhook(app.db, requireOwner(getUser(request))),
  )

  app.put('/', { schema: { body: updateCompanyWebhookSchema, response: { 200: companyWebhookSchema, ...errors } } }, async (request) => {
    const companyId = requireOwner(getUser(request))
    await checkWebhookTarget(request.body.url, { production, policy })
    return setCompanyWebhook(app.db, companyId, request.body.url)
  })

  app.delete('/', { schema: { response: { 200: companyWebhookSchema, ...errors } } }, async (request) =>
    clearCompanyWebhook(app.db, requireOwner(getUser(request))),
  )
}
