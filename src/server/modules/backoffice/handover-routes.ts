import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { BackOfficeOptions } from './backoffice-options'

/** The back office's API for a workspace created from a lead (docs/product.md#back-office); every route has access 'staff'. */
export const handoverAdminRoutes: FastifyPluginAsyncZod<BackOfficeOptions> = async () => {}
