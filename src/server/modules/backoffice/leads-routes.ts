import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { BackOfficeOptions } from './backoffice-options'

/** The back office's API for the lead inbox, a lead's page, its status, notes, redelivery and resend (docs/product.md#back-office); every route has access 'staff'. */
export const leadsAdminRoutes: FastifyPluginAsyncZod<BackOfficeOptions> = async () => {}
