import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { DataRequestsPage } from '@/shared/backoffice/data-requests'
import { apiRequest } from '@/client/lib/api-client'
import { adminDataRequestKeys } from './query-keys'

export function getDataRequests(cursor?: string) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  return apiRequest<DataRequestsPage>('GET', `/api/admin/data-requests${query}`)
}

export function dataRequestsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: adminDataRequestKeys.all,
    queryFn: ({ pageParam }) => getDataRequests(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  })
}

/** People's data requests, newest first, a page at a time. */
export function useDataRequests() {
  return useInfiniteQuery(dataRequestsQueryOptions())
}
