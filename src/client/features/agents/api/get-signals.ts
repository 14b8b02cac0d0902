import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SignalsPage } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'
import { agentKeys } from './query-keys'

const RECENT_SIGNALS = 20

/** The first page of the company's signals, newest first: the dashboard shows the recent ones. */
export function getRecentSignals() {
  return apiRequest<SignalsPage>('GET', `/api/agents/signals?limit=${RECENT_SIGNALS}`)
}

export function recentSignalsQueryOptions() {
  return queryOptions({ queryKey: agentKeys.signals(), queryFn: getRecentSignals })
}

export function useRecentSignals() {
  return useQuery(recentSignalsQueryOptions())
}
