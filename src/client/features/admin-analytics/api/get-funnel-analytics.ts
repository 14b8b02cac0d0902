import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FunnelAnalytics, FunnelAnalyticsQuery } from '@/shared/schemas/funnel-analytics'
import { apiRequest } from '@/client/lib/api-client'
import { adminAnalyticsKeys } from './query-keys'

export function getFunnelAnalytics(query: FunnelAnalyticsQuery) {
  const params = new URLSearchParams({ funnel: query.funnel, from: query.from, to: query.to })
  for (const key of ['stage', 'ref', 'industry'] as const) if (query[key]) params.set(key, query[key])
  return apiRequest<FunnelAnalytics>('GET', `/api/admin/analytics?${params}`)
}

export function funnelAnalyticsQueryOptions(query: FunnelAnalyticsQuery) {
  return queryOptions({ queryKey: adminAnalyticsKeys.report(query), queryFn: () => getFunnelAnalytics(query) })
}

/**
 * One funnel's step counts; the same funnel's last figures stay on screen while a changed range or filter loads
 * (another funnel's never do). Nothing is asked without a valid range.
 */
export function useFunnelAnalytics(query: FunnelAnalyticsQuery | null) {
  return useQuery({
    ...funnelAnalyticsQueryOptions(query ?? { funnel: 'quiz', from: '', to: '' }),
    enabled: query !== null,
    placeholderData: (previous) => (previous && previous.funnel === query?.funnel ? previous : undefined),
  })
}
