import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { BackOfficeOptions } from './backoffice-options'

/** The back office's API for the agenda of demo calls, moving and cancelling them (docs/product.md#back-office); every route has access 'staff'. */
export const bookingsAdminRoutes: FastifyPluginAsyncZod<BackOfficeOptions> = async () => {}
