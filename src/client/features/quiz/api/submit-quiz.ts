import * as React from 'react'
import type { QuizPayload, QuizSubmitResponse } from '@/shared/schemas/quiz'
import { apiRequest } from '@/client/lib/api-client'
import { getArrivalRef } from '@/client/lib/arrival'

export type SubmitQuizInput = { payload: QuizPayload; honeypot: string }

/** POST /api/quiz/submit; any failure becomes 'Failed to submit quiz' (docs/product.md#quiz-submit). */
export async function submitQuiz({ payload, honeypot }: SubmitQuizInput): Promise<QuizSubmitResponse> {
  try {
    const body = { ...payload, ref: getArrivalRef() }
    return await apiRequest<QuizSubmitResponse>('POST', '/api/quiz/submit', honeypot ? { ...body, website: honeypot } : body)
  } catch (error) {
    throw new Error('Failed to submit quiz', { cause: error })
  }
}

type SubmitCallbacks = { onSuccess: (response: QuizSubmitResponse) => void; onError: (error: Error) => void }

/**
 * The submit with its pending flag. Plain React state, not TanStack Query's useMutation: the quiz page loads
 * without the query cache (its first-load budget, docs/decisions/023), and a one-off POST has nothing to cache or
 * invalidate.
 */
export function useSubmitQuiz() {
  const [isPending, setPending] = React.useState(false)
  const mutate = React.useCallback((input: SubmitQuizInput, { onSuccess, onError }: SubmitCallbacks) => {
    setPending(true)
    submitQuiz(input)
      .then(onSuccess, (error: unknown) => onError(error instanceof Error ? error : new Error(String(error))))
      .finally(() => setPending(false))
  }, [])
  return { mutate, isPending }
}
