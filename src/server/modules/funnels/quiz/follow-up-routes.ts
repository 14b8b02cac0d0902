import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { followUpResponseSchema, postQuizEmailSchema, quizWebhookSchema } from '@/shared/schemas/quiz'
import type { Config } from '@/server/config'
import { notFound } from '@/server/platform/http/http-errors'
import { limitPerIp } from '@/server/platform/rate-limit/rate-limit-hooks'
import { confirmLeadWebhook, confirmPostQuizEmail } from './lead-follow-ups'
import { findQuizSubmission } from './quiz-submissions'
import { LIMITS } from '@/server/platform/rate-limit/rate-limits'

const UNKNOWN_SUBMISSION = 'Submission not found'
const responses = { 202: followUpResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema }

/**
 * The workflow webhook and the post-quiz e-mail, both after a submit (docs/product.md#quiz-webhook, #quiz-email). The
 * submit queued both already (docs/decisions/084-quiz-submit-enqueues-follow-ups.md): these calls confirm that work and
 * answer where it stands. Neither relays what the request says: each works from the stored submission its id names.
 */
export const followUpRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const open = { config: { access: 'public' as const }, onRequest: limitPerIp('quiz-follow-up', LIMITS.quizFollowUpPerIp) }

  app.post('/webhook/n8n', { ...open, schema: { body: quizWebhookSchema, response: responses } }, async (request, reply) => {
    const submission = await findQuizSubmission(app.db, request.body.submissionId)
    if (!submission) throw notFound(UNKNOWN_SUBMISSION)
    return reply.status(202).send({ status: await confirmLeadWebhook(app.jobs, app.db, submission, config) })
  })

  app.post('/email/post-quiz', { ...open, schema: { body: postQuizEmailSchema, response: responses } }, async (request, reply) => {
    const submission = await findQuizSubmission(app.db, request.body.submissionId)
    if (!submission) throw notFound(UNKNOWN_SUBMISSION)
    return reply.status(202).send({ status: await confirmPostQuizEmail(app.jobs, app.db, submission, config, app.personDataLinks) })
  })
}
