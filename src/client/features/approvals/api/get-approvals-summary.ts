import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApprovalsSummary } from '@/shared/schemas/approvals'
import { apiRequest } from '@/client/lib/api-client'
import { approvalKeys } from './query-keys'

export function getApprovalsSummary() {
  return apiRequest<ApprovalsSummary>('GET', '/api/approvals/summary')
}

export function approvalsSummaryQueryOptions() {
  return queryOptions({ queryKey: approvalKeys.summary(), queryFn: getApprovalsSummary })
}

/** How many drafts wait for review, how many for over a day, and since when. */
export function useApprovalsSummary() {
  return useQuery(approvalsSummaryQueryOptions())
}
