import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { BackOfficeOptions } from './backoffice-options'

/** The back office's API for the funnels' step counts (docs/product.md#back-office); every route has access 'staff'. */
export const funnelAnalyticsAdminRoutes: FastifyPluginAsyncZod<BackOfficeOptions> = async () => {}
