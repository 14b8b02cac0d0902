import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { BackOfficeOptions } from './backoffice-options'

/** The back office's API for the n8n connection check (docs/product.md#back-office); every route has access 'staff'. */
export const n8nAdminRoutes: FastifyPluginAsyncZod<BackOfficeOptions> = async () => {}
