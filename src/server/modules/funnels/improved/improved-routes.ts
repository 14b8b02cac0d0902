import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { calculateImprovedMetrics } from '@/shared/formulas/improved-metrics'
import { improvedAssessmentSchema, improvedSubmissionSchema } from '@/shared/schemas/improved-assessment'
import { errorBodySchema } from '@/shared/schemas/errors'
import { limitPerIp } from '@/server/platform/rate-limit/rate-limit-hooks'
import { createImprovedAssessment, IMPROVED_SUBMIT_LIMIT } from './improved-assessments'

/** POST /api/onboarding/improved, public, answers 201 { id, metrics } (docs/product.md#improved-submit). */
export const improvedAssessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = {
    config: { access: 'public' as const },
    onRequest: limitPerIp('improved-assessment', IMPROVED_SUBMIT_LIMIT),
    schema: {
      body: improvedAssessmentSchema,
      response: { 201: improvedSubmissionSchema, 400: errorBodySchema, 429: errorBodySchema },
    },
  }

  app.post('/improved', options, async (request, reply) => {
    // docs/decisions/041: a filled honeypot gets the same-looking answer, so a bot learns nothing, but no row.
    if (request.body.website_url) {
      request.log.info({ reqId: request.id }, 'improved assessment honeypot filled; not stored')
      return reply.status(201).send({ id: randomUUID(), metrics: calculateImprovedMetrics(request.body.hours_spent_weekly) })
    }
    return reply.status(201).send(await createImprovedAssessment(app.db, request.body))
  })
}
