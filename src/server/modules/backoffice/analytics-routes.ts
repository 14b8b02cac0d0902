import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { funnelAnalyticsQuerySchema, funnelAnalyticsSchema } from '@/shared/schemas/funnel-analytics'
import type { BackOfficeOptions } from './backoffice-options'
import { getFunnelAnalytics } from './funnel-analytics'

/** The back office's API for the funnels' step counts (docs/product.md#back-office); every route has access 'staff'. */
export const funnelAnalyticsAdminRoutes: FastifyPluginAsyncZod<BackOfficeOptions> = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'staff' },
      schema: { querystring: funnelAnalyticsQuerySchema, response: { 200: funnelAnalyticsSchema, 400: errorBodySchema } },
    },
    async (request) => getFunnelAnalytics(app.db, request.query),
  )
}
