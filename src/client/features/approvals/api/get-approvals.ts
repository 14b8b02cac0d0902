import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ApprovalsFilterParams, ApprovalsPage, InboxStatus } from '@/shared/schemas/approvals'
import { apiRequest } from '@/client/lib/api-client'
import { approvalKeys } from './query-keys'

/** The filters as query parameters, leaving out those not set. */
export function filterParams(filter: ApprovalsFilterParams): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') params.set(key, String(value))
  return params
}

export function getApprovals(status: InboxStatus, filter: ApprovalsFilterParams, cursor?: string) {
  const params = filterParams(filter)
  params.set('status', status)
  if (cursor) params.set('cursor', cursor)
  return apiRequest<ApprovalsPage>('GET', `/api/approvals?${params}`)
}

export function approvalsQueryOptions(status: InboxStatus, filter: ApprovalsFilterParams = {}) {
  return infiniteQueryOptions({
    queryKey: approvalKeys.list(status, filter),
    queryFn: ({ pageParam }) => getApprovals(status, filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  })
}

/** The company's drafts of one status that pass the filters, newest first, a page at a time. */
export function useApprovals(status: InboxStatus, filter: ApprovalsFilterParams = {}) {
  return useInfiniteQuery(approvalsQueryOptions(status, filter))
}
