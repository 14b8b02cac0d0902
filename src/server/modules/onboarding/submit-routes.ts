import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { onboardingSubmissionSchema, submissionResultSchema } from '@/shared/schemas/onboarding'
import { notFound } from '@/server/platform/http/http-errors'
import { getUser, requireUser } from '@/server/platform/session/session-plugin'
import { submitOnboarding } from './onboarding-submissions'

// The whole questionnaire: up to ~25 long answers of 5000 characters, some of them multi-byte.
const SUBMIT_BODY_LIMIT = 256 * 1024

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 413: errorBodySchema }

export type SubmitRoutesOptions = { productName: string }

/** POST /api/onboarding/submit (docs/product.md#onboarding-submit): a new version of the company's questionnaire. */
export const submitRoutes: FastifyPluginAsyncZod<SubmitRoutesOptions> = async (app, { productName }) => {
  app.post(
    '/submit',
    {
      bodyLimit: SUBMIT_BODY_LIMIT,
      // Signed in before the body is read or validated: a stranger learns nothing of the questionnaire's schema.
      onRequest: requireUser,
      schema: { body: onboardingSubmissionSchema, response: { 201: submissionResultSchema, ...errors } },
    },
    async (request, reply) => {
      const user = getUser(request)
      if (!user.company_id) throw notFound('You are not part of a company')
      const result = await submitOnboarding(
        app.db,
        app.jobs,
        { id: user.id, email: user.email, companyId: user.company_id },
        request.body,
        { productName, publicUrl: app.publicUrl },
      )
      return reply.status(201).send(result)
    },
  )
}
