import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorBodySchema } from '@/shared/schemas/errors'
import { quizResultsSchema, quizSubmitResponseSchema, quizSubmitSchema, reportQuerySchema, submissionIdSchema } from '@/shared/schemas/quiz'
import type { Config } from '@/server/config'
import { notFound } from '@/server/platform/http/http-errors'
import { limitPerIp } from '@/server/platform/rate-limit/rate-limit-hooks'
import { attachmentDisposition } from '@/server/platform/http/content-disposition'
import { createQuizSubmissionWriter, findQuizSubmission } from './quiz-submissions'
import { queueLeadFollowUps } from './lead-follow-ups'
import { renderQuizReport } from './quiz-report'
import { recordLeadActivity } from '../leads/lead-records'
import { LIMITS } from '@/server/platform/rate-limit/rate-limits'

// A full quiz is a few KB; 32 KB leaves room for long tool lists and nothing more (decision 030).
const SUBMIT_BODY_LIMIT = 32 * 1024
const FILENAME_COMPANY_MAX = 100

/** '{company}-automation-roadmap.pdf' (docs/product.md#quiz-report), the name cut to a sane length. */
export function getReportFilename(company: string): string {
  const name = Array.from(company.trim()).slice(0, FILENAME_COMPANY_MAX).join('') || 'Company'
  return `${name}-automation-roadmap.pdf`
}

/** The quiz submit and the report download (docs/product.md#quiz-submit, #quiz-report). */
export const quizRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // The lead, its webhook delivery and its e-mail commit together (docs/decisions/084-quiz-submit-enqueues-follow-ups.md).
  const saveSubmission = createQuizSubmissionWriter(app.db, queueLeadFollowUps(app.jobs, config, app.personDataLinks))
  const submitOptions = {
    config: { access: 'public' as const },
    bodyLimit: SUBMIT_BODY_LIMIT,
    onRequest: limitPerIp('quiz-submit', LIMITS.quizSubmitPerIp),
    schema: { body: quizSubmitSchema, response: { 201: quizSubmitResponseSchema, 400: errorBodySchema, 429: errorBodySchema } },
  }
  app.post('/submit', submitOptions, async (request, reply) => {
    const { website, ref, ...payload } = request.body
    // Honeypot (docs/decisions/033): a filled hidden field is a bot; it gets an answer that looks normal and nothing is stored.
    if (website) {
      request.log.info('quiz honeypot filled; submission dropped')
      return reply.status(201).send({ id: randomUUID() })
    }
    const id = await saveSubmission(payload, ref)
    return reply.status(201).send({ id })
  })

  const downloadOptions = {
    config: { access: 'public' as const },
    onRequest: limitPerIp('quiz-report', LIMITS.quizReportPerIp),
    schema: {
      querystring: reportQuerySchema,
      response: { 200: z.any(), 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
    },
  }
  app.get('/report/download', downloadOptions, async (request, reply) => {
    const { company, submission } = request.query
    // Figures only from the submission whose unguessable id is given; a company name alone gets the generic report.
    const stored = submission ? await findQuizSubmission(app.db, submission) : undefined
    if (submission && !stored) throw notFound('Report not found')
    const title = company.trim() || stored?.company_name.trim() || 'Company'
    const pdf = await renderQuizReport({ productName: config.productName, company: title, answers: stored?.payload })
    // The lead's timeline shows the download (docs/product.md#back-office); the entry holds no personal data.
    if (stored) await recordLeadActivity(app.db, stored.id, 'pdf_downloaded')
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentDisposition(getReportFilename(title)))
      .header('cache-control', 'no-store')
      .send(pdf)
  })

  // Reopening the results by the submission's unguessable id, as the report download does (docs/decisions/088).
  const resultsOptions = {
    config: { access: 'public' as const },
    onRequest: limitPerIp('quiz-results', LIMITS.quizResultsPerIp),
    schema: {
      params: z.object({ id: submissionIdSchema }),
      response: { 200: quizResultsSchema, 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
    },
  }
  app.get('/submissions/:id', resultsOptions, async (request, reply) => {
    const stored = await findQuizSubmission(app.db, request.params.id)
    if (!stored) throw notFound('Results not found')
    const { contact_name: _name, contact_email: _email, ...payload } = stored.payload
    return reply.header('cache-control', 'no-store').send({ id: stored.id, payload })
  })
}
