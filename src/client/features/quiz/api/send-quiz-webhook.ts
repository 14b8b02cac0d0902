import { getLeadPriority } from '@/shared/leads/quiz-lead'
import type { QuizPayload } from '@/shared/schemas/quiz'
import { apiRequest } from '@/client/lib/api-client'

/** POST /api/webhook/n8n (docs/product.md#quiz-webhook); failures are logged and ignored. */
export async function sendQuizWebhook(submissionId: string, payload: QuizPayload): Promise<void> {
  try {
    await apiRequest('POST', '/api/webhook/n8n', {
      submissionId,
      answers: payload,
      industry: payload.industry,
      stageFlag: payload.stageFlag,
      leadSource: 'quiz-funnel',
      priority: getLeadPriority(payload.timeline),
    })
  } catch (error) {
    console.warn('[quiz] Webhook failed', error)
  }
}
