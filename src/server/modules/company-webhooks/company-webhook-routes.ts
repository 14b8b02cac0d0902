import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { companyWebhookSchema, updateCompanyWebhookSchema } from '@/shared/schemas/company-webhook'
import { errorBodySchema } from '@/shared/schemas/errors'
import { getCompanyId } from '@/server/platform/session/session-plugin'
import { checkWebhookTarget, clearCompanyWebhook, getCompanyWebhook, setCompanyWebhook, type WebhookTargetRules } from './company-webhook'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }

/**
 * The company's n8n webhook for agent outputs (docs/product.md#agent-outputs): owner only, on the account home
 * (docs/decisions/082-roles.md).
 */
export const companyWebhookRoutes: FastifyPluginAsyncZod<WebhookTargetRules> = async (app, { production, policy }) => {
  app.get('/', { config: { access: 'owner' }, schema: { response: { 200: companyWebhookSchema, ...errors } } }, async (request) =>
    getCompanyWebhook(app.db, getCompanyId(request)),
  )

  app.put(
    '/',
    { config: { access: 'owner' }, schema: { body: updateCompanyWebhookSchema, response: { 200: companyWebhookSchema, ...errors } } },
    async (request) => {
      await checkWebhookTarget(request.body.url, { production, policy })
      return setCompanyWebhook(app.db, getCompanyId(request), request.body.url)
    },
  )

  app.delete('/', { config: { access: 'owner' }, schema: { response: { 200: companyWebhookSchema, ...errors } } }, async (request) =>
    clearCompanyWebhook(app.db, getCompanyId(request)),
  )
}
