import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { webhookDeliveriesPageSchema, webhookDeliveriesQuerySchema, webhookDeliverySchema } from '@/shared/schemas/webhook-deliveries'
import { countAgainstLimit } from '@/server/platform/rate-limit/rate-limit-hooks'
import type { Limit } from '@/server/platform/rate-limit/rate-limits'
import { getCompanyId } from '@/server/platform/session/session-plugin'
import { findWebhookDelivery, listWebhookDeliveries } from './webhook-delivery-log'
import { enqueueTestDelivery, findTestTarget } from './webhook-test-event'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema }

// Enough to try a workflow a few times while setting it up; each test can cost the receiver up to eight attempts.
export const TEST_EVENTS_PER_COMPANY: Limit = { max: 10, windowMs: 15 * 60_000 }

/**
 * The company webhook's delivery log and its test event, on the Webhook settings page (docs/decisions/093): owner
 * only, like the webhook itself (docs/decisions/082-roles.md).
 */
export const webhookDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/deliveries',
    {
      config: { access: 'owner' },
      schema: { querystring: webhookDeliveriesQuerySchema, response: { 200: webhookDeliveriesPageSchema, ...errors } },
    },
    async (request) => listWebhookDeliveries(app.db, getCompanyId(request), request.query.limit, request.query.cursor),
  )

  app.post(
    '/test',
    { config: { access: 'owner' }, schema: { response: { 202: webhookDeliverySchema, ...errors } } },
    async (request, reply) => {
      const companyId = getCompanyId(request)
      const target = await findTestTarget(app.db, companyId)
      // The slot is taken before anything is queued, so tests sent at once never pass the limit (docs/decisions/076).
      await countAgainstLimit(request, `webhook-test:company:${companyId}`, TEST_EVENTS_PER_COMPANY)
      const id = await enqueueTestDelivery(app.db, app.jobs, companyId, target)
      return reply.status(202).send((await findWebhookDelivery(app.db, companyId, id))!)
    },
  )
}
