import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AiCosts } from '@/shared/ai/ai-costs'
import { apiRequest } from '@/client/lib/api-client'
import { aiSettingsKeys } from './query-keys'

export function getAiCosts() {
  return apiRequest<AiCosts>('GET', '/api/company/ai/costs')
}

export function aiCostsQueryOptions() {
  return queryOptions({ queryKey: aiSettingsKeys.costs, queryFn: getAiCosts })
}

/** This month's cost against the budget in money, by agent, by month and per outcome (docs/decisions/132-cost-in-money.md). */
export function useAiCosts() {
  return useQuery(aiCostsQueryOptions())
}
