import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { stepViewSchema } from '@/shared/schemas/funnel-analytics'
import type { Limit } from '@/server/platform/rate-limit/rate-limits'
import { limitPerIp } from '@/server/platform/rate-limit/rate-limit-hooks'
import { funnelStepViews } from './schema'

/**
 * A funnel of a dozen steps, walked back and forth and reloaded, stays far below this; a script sending views in a
 * loop does not (docs/decisions/107-funnel-analytics.md).
 */
export const STEP_VIEW_LIMIT: Limit = { max: 120, windowMs: 60 * 60_000 }

/**
 * POST /api/analytics/step-views: the funnels' step beacons (docs/decisions/107-funnel-analytics.md). The page sends
 * them with navigator.sendBeacon as an application/json Blob, so the app's JSON-only guard applies as to any call.
 * Nothing of the request but the view itself is stored: no address, no cookie, no user.
 */
export const stepViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/step-views',
    {
      config: { access: 'public' },
      onRequest: limitPerIp('step-views', STEP_VIEW_LIMIT),
      schema: { body: stepViewSchema, response: { 204: z.null(), 400: errorBodySchema, 429: errorBodySchema } },
    },
    async (request, reply) => {
      const { visit_id, funnel, step, step_index, stage, ref, industry } = request.body
      await app.db.insert(funnelStepViews).values({
        visit_id,
        funnel,
        step,
        step_index,
        stage: stage || null,
        ref: ref || null,
        industry: industry || null,
      })
      return reply.status(204).send(null)
    },
  )
}
