import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ApprovalsPage, InboxStatus } from '@/shared/schemas/approvals'
import { apiRequest } from '@/client/lib/api-client'
import { approvalKeys } from './query-keys'

export function getApprovals(status: InboxStatus, cursor?: string) {
  const params = new URLSearchParams({ status })
  if (cursor) params.set('cursor', cursor)
  return apiRequest<ApprovalsPage>('GET', `/api/approvals?${params}`)
}

export function approvalsQueryOptions(status: InboxStatus) {
  return infiniteQueryOptions({
    queryKey: approvalKeys.list(status),
    queryFn: ({ pageParam }) => getApprovals(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  })
}

/** The company's drafts of one status, newest first, a page at a time. */
export function useApprovals(status: InboxStatus) {
  return useInfiniteQuery(approvalsQueryOptions(status))
}
