import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { submissionStatusSchema } from '@/shared/schemas/onboarding'
import { notFound } from '@/server/platform/http/http-errors'
import { getCompanyId } from '@/server/platform/session/session-plugin'
import { getSubmissionStatus } from './submission-status'

const params = z.object({ id: z.uuid('Submission not found') })
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema }

/**
 * GET /api/onboarding/submissions/:id: the confirmation page checks the submission is the company's and polls its
 * plan e-mail (docs/product.md#deployment-confirmation, docs/decisions/088). Another company's id answers 404.
 */
export const submissionStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/submissions/:id',
    { config: { access: 'member' }, schema: { params, response: { 200: submissionStatusSchema, ...errors } } },
    async (request) => {
      const status = await getSubmissionStatus(app.db, getCompanyId(request), request.params.id, app.jobs.companyEmailsPerDay)
      if (!status) throw notFound('Submission not found')
      return status
    },
  )
}
