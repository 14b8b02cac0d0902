import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { BackOfficeOptions } from './backoffice-options'

/** The back office's API for people's data requests (docs/product.md#back-office); every route has access 'staff'. */
export const dataRequestsAdminRoutes: FastifyPluginAsyncZod<BackOfficeOptions> = async () => {}
