import { useMutation } from '@tanstack/react-query'
import type { QuizPayload, QuizSubmitResponse } from '@/shared/schemas/quiz'
import { apiRequest } from '@/client/lib/api-client'

export type SubmitQuizInput = { payload: QuizPayload; honeypot: string }

/** POST /api/quiz/submit; any failure becomes 'Failed to submit quiz' (spec 001 §8). */
export async function submitQuiz({ payload, honeypot }: SubmitQuizInput): Promise<QuizSubmitResponse> {
  try {
    return await apiRequest<QuizSubmitResponse>('POST', '/api/quiz/submit', honeypot ? { ...payload, website: honeypot } : payload)
  } catch (error) {
    throw new Error('Failed to submit quiz', { cause: error })
  }
}

export function useSubmitQuiz() {
  return useMutation({ mutationFn: submitQuiz })
}
