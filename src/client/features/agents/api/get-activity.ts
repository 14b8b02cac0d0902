import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ActivityPage } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'
import { agentKeys } from './query-keys'

export function getActivity(agentId: string, cursor: string | null) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  return apiRequest<ActivityPage>('GET', `/api/agents/${encodeURIComponent(agentId)}/activity${query}`)
}

/** The agent's runs, newest first, a page at a time (GET /api/agents/:id/activity). */
export function activityQueryOptions(agentId: string) {
  return infiniteQueryOptions({
    queryKey: agentKeys.activity(agentId),
    queryFn: ({ pageParam }) => getActivity(agentId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  })
}

export function useActivity(agentId: string) {
  return useInfiniteQuery(activityQueryOptions(agentId))
}
