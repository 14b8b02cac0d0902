import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SignalsPage } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'

export const SIGNALS_QUERY_KEY = ['agents', 'signals'] as const
const RECENT_SIGNALS = 20

/** The first page of the company's signals, newest first: the dashboard shows the recent ones. */
export function getRecentSignals() {
  return apiRequest<SignalsPage>('GET', `/api/agents/signals?limit=${RECENT_SIGNALS}`)
}

export function recentSignalsQueryOptions() {
  return queryOptions({ queryKey: SIGNALS_QUERY_KEY, queryFn: getRecentSignals })
}

export function useRecentSignals() {
  return useQuery(recentSignalsQueryOptions())
}
