import { queryOptions, useQuery } from '@tanstack/react-query'
import type { QuizResultsView } from '@/shared/schemas/quiz'
import { apiRequest } from '@/client/lib/api-client'

export function quizResultsQueryOptions(submissionId: string) {
  return queryOptions({
    queryKey: ['quiz-results', submissionId],
    queryFn: () => apiRequest<QuizResultsView>('GET', `/api/quiz/submissions/${encodeURIComponent(submissionId)}`),
  })
}

export function useQuizResults(submissionId: string) {
  return useQuery(quizResultsQueryOptions(submissionId))
}
