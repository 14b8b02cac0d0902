import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AiStatus } from '@/shared/ai/ai-status'
import { apiRequest } from '@/client/lib/api-client'

// The workspace's banners about the language model (docs/decisions/132-cost-in-money.md, 133-provider-outages.md). The
// agents feature reads the same answer under the same key for the currency of a run's cost.
export const aiStatusKeys = { all: ['ai-status'] as const }

export function getAiStatus() {
  return apiRequest<AiStatus>('GET', '/api/ai/status')
}

// An outage or a budget passing 80% happens while a page stays open: read again every minute, and on focus.
const REFRESH_MS = 60_000

export function aiStatusQueryOptions() {
  return queryOptions({ queryKey: aiStatusKeys.all, queryFn: getAiStatus, refetchInterval: REFRESH_MS })
}

/** The budget in money against this month's cost, and the outage of the company's model, if any. */
export function useAiStatus() {
  return useQuery(aiStatusQueryOptions())
}
