import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { postQuizEmailSchema, queuedResponseSchema, quizWebhookSchema } from '@/shared/schemas/quiz'
import type { Config } from '@/server/config'
import { notFound } from '@/server/platform/http/http-errors'
import { enqueueEmail } from '@/server/platform/mail/outbox'
import { enqueueLeadWebhook } from './lead-webhook-deliveries'
import { limitPerIp } from '@/server/platform/rate-limit/rate-limit-hooks'
import { getPostQuizVariables, renderPostQuizEmail } from './post-quiz-email'
import { findQuizSubmission } from './quiz-submissions'
import { LIMITS } from '@/server/platform/rate-limit/rate-limits'

const UNKNOWN_SUBMISSION = 'Submission not found'
const responses = { 202: queuedResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema }
const isEmail = (value: string) => z.email().safeParse(value).success

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
    // The quiz has no blocking validation (docs/product.md#quiz-validation): a lead without a usable address gets no e-mail.
    if (!isEmail(submission.contact_email)) return reply.status(202).send({ status: 'skipped' as const })
    const reportUrl = `${config.publicUrl}/api/quiz/report/download?${new URLSearchParams({ company: submission.company_name || 'Company', submission: submission.id })}`
    const email = renderPostQuizEmail(getPostQuizVariables(submission.payload), { productName: config.productName, reportUrl })
    const queued = await enqueueEmail(app.jobs, app.db, { to: submission.contact_email, ...email }, { key: `post-quiz-instant:${submission.id}` })
    return reply.status(202).send({ status: queued ? ('queued' as const) : ('already-queued' as const) })
  })
}
