import { estimateQuizRoi } from '@/shared/formulas/quiz-roi'
import { getRecommendedWorkflows } from '@/shared/formulas/quiz-results'
import { POST_QUIZ_TEMPLATE_ID } from '@/shared/leads/quiz-lead'
import type { QuizPayload } from '@/shared/schemas/quiz'
import { apiRequest } from '@/client/lib/api-client'

/** POST /api/email/post-quiz (docs/product.md#quiz-email); a failure is logged as 'Email service failed' and the flow goes on. */
export async function sendPostQuizEmail(submissionId: string, payload: QuizPayload): Promise<void> {
  const estimate = estimateQuizRoi(payload.industry, payload.hours_spent_weekly)
  try {
    await apiRequest('POST', '/api/email/post-quiz', {
      submissionId,
      templateId: POST_QUIZ_TEMPLATE_ID,
      variables: {
        name: payload.contact_name,
        industry: payload.industry,
        roiEstimate: estimate?.monthlySavings ?? 0,
        recommendedWorkflows: estimate
          ? getRecommendedWorkflows(estimate.monthlySavings, estimate.weeklyHoursSaved, payload.hours_spent_weekly)
          : [],
      },
    })
  } catch (error) {
    console.warn('[quiz] Email service failed', error)
  }
}
