import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Recommendation } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'
import { agentKeys } from './query-keys'

export function getRecommendations() {
  return apiRequest<Recommendation[]>('GET', '/api/agents/recommendations')
}

export function recommendationsQueryOptions() {
  // Spec 000 §7 and §9: recommendations are cached 5 minutes.
  return queryOptions({ queryKey: agentKeys.recommendations(), queryFn: getRecommendations, staleTime: 5 * 60 * 1000 })
}

export function useRecommendations() {
  return useQuery(recommendationsQueryOptions())
}
