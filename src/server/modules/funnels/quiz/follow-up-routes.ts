import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { postQuizEmailSchema, queuedResponseSchema, quizWebhookSchema } from '@/shared/schemas/quiz'
import type { Config } from '@/server/config'
import { notFound } from '@/server/platform/http/http-errors'
import { enqueueLeadWebhook } from './lead-webhook-deliveries'
import { limitPerIp } from '@/server/platform/rate-limit/rate-limit-hooks'
import { queuePostQuizEmail } from './queue-post-quiz-email'
import { findQuizSubmission } from './quiz-submissions'
import { LIMITS } from '@/server/platform/rate-limit/rate-limits'

const UNKNOWN_SUBMISSION = 'Submission not found'
const responses = { 202: queuedResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema }

/**
 * The workflow webhook and the post-quiz e-mail, both after a submit (docs/product.md#quiz-webhook, #quiz-email).
 * Neither relays what the request says: each works from the stored submission its id names, once per submission.
 */
export const followUpRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const onRequest = limitPerIp('quiz-follow-up', LIMITS.quizFollowUpPerIp)

  app.post('/webhook/n8n', { onRequest, schema: { body: quizWebhookSchema, response: responses } }, async (request, reply) => {
    const submission = await findQuizSubmission(app.db, request.body.submissionId)
    if (!submission) throw notFound(UNKNOWN_SUBMISSION)
    const status = await enqueueLeadWebhook(app.jobs, app.db, { url: config.n8nWebhookUrl, secret: config.n8nWebhookSecret }, submission)
    return reply.status(202).send({ status })
  })

  app.post('/email/post-quiz', { onRequest, schema: { body: postQuizEmailSchema, response: responses } }, async (request, reply) => {
    const submission = await findQuizSubmission(app.db, request.body.submissionId)
    if (!submission) throw notFound(UNKNOWN_SUBMISSION)
    return reply.status(202).send({ status: await queuePostQuizEmail(app.jobs, app.db, submission, config) })
  })
}
