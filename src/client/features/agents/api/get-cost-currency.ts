import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AiStatus } from '@/shared/ai/ai-status'
import { apiRequest } from '@/client/lib/api-client'

// The workspace banner's key (features/ai-status/api/get-ai-status.ts): one cache entry for the same answer. A feature
// does not import another, hence the copy.
const AI_STATUS_KEY = ['ai-status'] as const

export function getAiStatus() {
  return apiRequest<AiStatus>('GET', '/api/ai/status')
}

export function costCurrencyQueryOptions() {
  return queryOptions({ queryKey: AI_STATUS_KEY, queryFn: getAiStatus, select: (status) => status.budget.currency })
}

/** The currency a run's cost is in: the price table's (docs/decisions/132-cost-in-money.md). */
export function useCostCurrency() {
  return useQuery(costCurrencyQueryOptions())
}
