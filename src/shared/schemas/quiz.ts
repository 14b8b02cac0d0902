import { z } from 'zod'
import { QUIZ_BUDGET_KEYS, QUIZ_CHALLENGE_KEYS, QUIZ_TIMELINE_KEYS } from '../options/quiz-choices'
import { QUIZ_INDUSTRY_KEYS } from '../options/quiz-industries'
import { QUIZ_HOURS_MAX } from '../formulas/quiz-roi'
import { POST_QUIZ_TEMPLATE_ID } from '../leads/quiz-lead'
import { leadRefSchema } from './lead-ref'
import { storableText } from './text'

// What the client needs without zod lives apart (docs/decisions/023): the default answers in
// ../wizards/quiz-default-answers.ts, the e-mail template id and lead priority in ../leads/quiz-lead.ts.

// The quiz has no blocking validation (docs/product.md#quiz-validation), so every answer may be empty; types and
// sizes are strict so the server never stores more than a quiz can produce (docs/decisions/030).
// Text is storable (./text.ts): NUL and lone surrogates are a 400 here, not a 500 from PostgreSQL.
const text = (max = 200) => storableText().max(max)
const textList = (maxItems: number, maxLength = 200) => z.array(text(maxLength)).max(maxItems)
const choice = <T extends [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')])

/** The quiz's answers (docs/product.md#quiz-answers). */
export const quizAnswersSchema = z.strictObject({
  company_name: text(),
  contact_name: text(),
  contact_email: text(254),
  industry: choice(QUIZ_INDUSTRY_KEYS),
  business_type: text(),
  team_size: text(50),
  current_tools: textList(60, 120),
  biggest_challenge: choice(QUIZ_CHALLENGE_KEYS),
  hours_spent_weekly: z.number().min(0).max(QUIZ_HOURS_MAX),
  manual_processes: textList(20),
  primary_goal: text(500),
  timeline: choice(QUIZ_TIMELINE_KEYS),
  monthly_budget: choice(QUIZ_BUDGET_KEYS),
  success_metrics: textList(20),
})
export type QuizAnswers = z.infer<typeof quizAnswersSchema>

/** The submitted quiz (docs/product.md#quiz-submit): the answers plus the estimate, stage and time. */
export const quizPayloadSchema = quizAnswersSchema.extend({
  estimatedROI: z.number().min(0).max(10_000_000),
  timeSavings: z.number().min(0).max(QUIZ_HOURS_MAX),
  stageFlag: text(60).min(1),
  submissionTimestamp: z.iso.datetime({ offset: true }),
})
export type QuizPayload = z.infer<typeof quizPayloadSchema>

/**
 * What reopening a submission's results shows (GET /api/quiz/submissions/:id, docs/decisions/088): the payload without
 * the contact's name and address, which the results never display.
 */
export const quizResultsSchema = z.object({
  id: z.uuid(),
  payload: quizPayloadSchema.omit({ contact_name: true, contact_email: true }),
})
export type QuizResultsView = z.infer<typeof quizResultsSchema>
export type QuizResultsPayload = QuizResultsView['payload']

/**
 * The submit body: the payload, a honeypot field people never see (bots fill it in) and the arrival `ref`, which goes
 * on the back office's lead and never into the stored payload or the webhook (docs/product.md#back-office).
 */
export const quizSubmitSchema = quizPayloadSchema.extend({ website: z.string().max(500).optional(), ref: leadRefSchema })
export const quizSubmitResponseSchema = z.object({ id: z.uuid() })
export type QuizSubmitResponse = z.infer<typeof quizSubmitResponseSchema>

export const submissionIdSchema = z.uuid()

/** The n8n webhook call (docs/product.md#quiz-webhook), plus the stored submission's id: the server sends only stored data. */
export const quizWebhookSchema = z.strictObject({
  submissionId: submissionIdSchema,
  answers: quizPayloadSchema.optional(),
  industry: z.string().max(60).optional(),
  stageFlag: z.string().max(60).optional(),
  leadSource: z.literal('quiz-funnel').optional(),
  priority: z.enum(['high', 'standard']).optional(),
})
export type QuizWebhookInput = z.infer<typeof quizWebhookSchema>

/** The post-quiz e-mail call (docs/product.md#quiz-email), plus the stored submission's id. */
export const postQuizEmailSchema = z.strictObject({
  submissionId: submissionIdSchema,
  templateId: z.literal(POST_QUIZ_TEMPLATE_ID),
  variables: z
    .strictObject({
      name: text(),
      industry: z.string().max(60),
      roiEstimate: z.number().min(0).max(10_000_000),
      recommendedWorkflows: textList(3),
    })
    .optional(),
})
export type PostQuizEmailInput = z.infer<typeof postQuizEmailSchema>

/** Where a submission's webhook or e-mail stands; the submit queued both (docs/decisions/084-quiz-submit-enqueues-follow-ups.md). */
export const followUpStatusSchema = z.enum(['queued', 'sent', 'failed', 'skipped'])
export type FollowUpStatus = z.infer<typeof followUpStatusSchema>
export const followUpResponseSchema = z.object({ status: followUpStatusSchema })

export const reportQuerySchema = z.object({
  company: z.string().max(500).default(''),
  submission: submissionIdSchema.optional(),
})
