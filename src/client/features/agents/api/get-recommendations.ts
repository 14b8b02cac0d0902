import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Recommendation } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'
import { agentKeys } from './query-keys'

export function getRecommendations() {
  return apiRequest<Recommendation[]>('GET', '/api/agents/recommendations')
}

export function recommendationsQueryOptions() {
  // Recommendations are cached 5 minutes (docs/product.md#recommendation-ranking).
  return queryOptions({ queryKey: agentKeys.recommendations(), queryFn: getRecommendations, staleTime: 5 * 60 * 1000 })
}

export function useRecommendations() {
  return useQuery(recommendationsQueryOptions())
}
