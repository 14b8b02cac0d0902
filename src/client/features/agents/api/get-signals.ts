import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { SIGNALS_PAGE_DEFAULT } from '@/shared/options/signal-list'
import type { SignalsPage } from '@/shared/schemas/agents'
import type { SignalFilters } from '@/shared/schemas/signal-filters'
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

/** One page of the signals that match the filters (docs/product.md#signals-page), after `cursor` when given. */
export function getSignalsPage(filters: SignalFilters, cursor: string | null) {
  const params = new URLSearchParams({ limit: String(SIGNALS_PAGE_DEFAULT) })
  for (const key of ['agent', 'signal', 'status'] as const) {
    const value = filters[key]
    if (value) params.set(key, value)
  }
  if (cursor) params.set('cursor', cursor)
  return apiRequest<SignalsPage>('GET', `/api/agents/signals?${params}`)
}

// Under agentKeys.signals(), so whatever refreshes the dashboard's signals (a test event, a deploy) refreshes the ledger.
export function signalLedgerQueryOptions(filters: SignalFilters) {
  return infiniteQueryOptions({
    queryKey: [...agentKeys.signals(), 'ledger', filters] as const,
    queryFn: ({ pageParam }) => getSignalsPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  })
}

export function useSignalLedger(filters: SignalFilters) {
  return useInfiniteQuery(signalLedgerQueryOptions(filters))
}
