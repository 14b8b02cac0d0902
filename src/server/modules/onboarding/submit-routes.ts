import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { onboardingSubmissionSchema, submissionResultSchema } from '@/shared/schemas/onboarding'
import { notFound } from '@/server/platform/http/http-errors'
import { countAgainstLimit } from '@/server/platform/rate-limit/rate-limit-hooks'
import type { Limit } from '@/server/platform/rate-limit/rate-limits'
import { getUser } from '@/server/platform/session/session-plugin'
import { submitOnboarding } from './onboarding-submissions'

// The whole questionnaire: up to ~25 long answers of 5000 characters, some of them multi-byte.
const SUBMIT_BODY_LIMIT = 256 * 1024

// A person submits the questionnaire a few times at most; 10 an hour leaves room for corrections.
const SUBMITS_PER_USER: Limit = { max: 10, windowMs: 60 * 60_000 }

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  429: errorBodySchema,
}

export type SubmitRoutesOptions = { productName: string }

/** POST /api/onboarding/submit (docs/product.md#onboarding-submit): a new version of the company's questionnaire. */
export const submitRoutes: FastifyPluginAsyncZod<SubmitRoutesOptions> = async (app, { productName }) => {
  app.post(
    '/submit',
    {
      bodyLimit: SUBMIT_BODY_LIMIT,
      // It rewrites the company's profile: the owner's alone, checked before the body is read (docs/decisions/082-roles.md).
      config: { access: 'owner' },
      schema: { body: onboardingSubmissionSchema, response: { 201: submissionResultSchema, ...errors } },
    },
    async (request, reply) => {
      const user = getUser(request)
      if (!user.company_id) throw notFound('You are not part of a company')
      // Each valid submission writes a version and may mail its plan: counted per user before either (decision 083).
      await countAgainstLimit(request, `onboarding-submit:user:${user.id}`, SUBMITS_PER_USER)
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
