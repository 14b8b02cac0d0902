import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApprovalsCounts, ApprovalsFilterParams } from '@/shared/schemas/approvals'
import { apiRequest } from '@/client/lib/api-client'
import { filterParams } from './get-approvals'
import { approvalKeys } from './query-keys'

export function getApprovalsCounts(filter: ApprovalsFilterParams) {
  const query = filterParams(filter).toString()
  return apiRequest<ApprovalsCounts>('GET', `/api/approvals/counts${query ? `?${query}` : ''}`)
}

export function approvalsCountsQueryOptions(filter: ApprovalsFilterParams = {}) {
  return queryOptions({ queryKey: approvalKeys.counts(filter), queryFn: () => getApprovalsCounts(filter) })
}

/** How many drafts each tab holds under the filters. */
export function useApprovalsCounts(filter: ApprovalsFilterParams = {}) {
  return useQuery(approvalsCountsQueryOptions(filter))
}
