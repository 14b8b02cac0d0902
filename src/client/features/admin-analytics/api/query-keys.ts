import type { FunnelAnalyticsQuery } from '@/shared/schemas/funnel-analytics'

// The analytics page's one query, per funnel, range and filter (docs/decisions/081-query-keys.md).
export const adminAnalyticsKeys = {
  all: ['admin-analytics'] as const,
  report: (query: FunnelAnalyticsQuery) => [...adminAnalyticsKeys.all, query] as const,
}
