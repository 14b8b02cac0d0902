import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** POST /api/analytics/step-views: the funnels' step beacons (docs/decisions/107-funnel-analytics.md). */
export const stepViewRoutes: FastifyPluginAsyncZod = async () => {}
