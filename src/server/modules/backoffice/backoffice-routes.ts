import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { BackOfficeOptions } from './backoffice-options'
import { bookingsAdminRoutes } from './bookings-routes'
import { dataRequestsAdminRoutes } from './data-requests-routes'
import { funnelAnalyticsAdminRoutes } from './analytics-routes'
import { handoverAdminRoutes } from './handover-routes'
import { leadsAdminRoutes } from './leads-routes'
import { n8nAdminRoutes } from './n8n-routes'

/**
 * The back office's API under /api/admin (docs/product.md#back-office): AgentWorks' staff only. Every route declares
 * access 'staff', which answers 404 to everyone else, signed in or not (platform/session/access-plugin.ts).
 */
export const backofficeRoutes: FastifyPluginAsyncZod<BackOfficeOptions> = async (app, options) => {
  await app.register(leadsAdminRoutes, { ...options, prefix: '/leads' })
  await app.register(handoverAdminRoutes, { ...options, prefix: '/leads' })
  await app.register(bookingsAdminRoutes, { ...options, prefix: '/bookings' })
  await app.register(funnelAnalyticsAdminRoutes, { ...options, prefix: '/analytics' })
  await app.register(n8nAdminRoutes, { ...options, prefix: '/n8n' })
  await app.register(dataRequestsAdminRoutes, { ...options, prefix: '/data-requests' })
}
