import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PlanEmailStatus, SubmissionStatus } from '@/shared/schemas/onboarding'
import { apiRequest } from '@/client/lib/api-client'

// Asked again while the plan e-mail may still change: queued until the outbox sends it, held until an address is proven.
const POLL_MS = 2000
const SETTLED: readonly PlanEmailStatus[] = ['sent', 'not-sent']

export function getSubmissionStatus(submissionId: string) {
  return apiRequest<SubmissionStatus>('GET', `/api/onboarding/submissions/${encodeURIComponent(submissionId)}`)
}

export function submissionStatusQueryOptions(submissionId: string) {
  return queryOptions({
    queryKey: ['onboarding-submission', submissionId],
    queryFn: () => getSubmissionStatus(submissionId),
    refetchInterval: (query) => {
      const status = query.state.data?.email.status
      return status && !SETTLED.includes(status) ? POLL_MS : false
    },
    // A 404 (not this company's) or 400 (bad id) will not change on retry: the page sends the visitor to start.
    retry: false,
  })
}

export function useSubmissionStatus(submissionId: string) {
  return useQuery(submissionStatusQueryOptions(submissionId))
}
