import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Agent } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'

// Under ['agents'], so a deploy anywhere (which invalidates ['agents']) refreshes the dashboard.
export const AGENTS_QUERY_KEY = ['agents', 'list'] as const

export function getAgents() {
  return apiRequest<Agent[]>('GET', '/api/agents')
}

export function agentsQueryOptions() {
  return queryOptions({ queryKey: AGENTS_QUERY_KEY, queryFn: getAgents })
}

export function useAgents() {
  return useQuery(agentsQueryOptions())
}
