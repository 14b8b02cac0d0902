import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApprovalDetail } from '@/shared/schemas/approvals'
import { apiRequest } from '@/client/lib/api-client'
import { approvalKeys } from './query-keys'

export function getApproval(draftId: string) {
  return apiRequest<ApprovalDetail>('GET', `/api/approvals/${encodeURIComponent(draftId)}`)
}

export function approvalQueryOptions(draftId: string) {
  return queryOptions({ queryKey: approvalKeys.detail(draftId), queryFn: () => getApproval(draftId) })
}

/** One draft with its facts, template, writer and decision. */
export function useApproval(draftId: string) {
  return useQuery(approvalQueryOptions(draftId))
}
