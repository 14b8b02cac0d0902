import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AgentsSummary } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'

export const SUMMARY_QUERY_KEY = ['agents', 'summary'] as const

export function getAgentsSummary() {
  return apiRequest<AgentsSummary>('GET', '/api/agents/summary')
}

export function agentsSummaryQueryOptions() {
  return queryOptions({ queryKey: SUMMARY_QUERY_KEY, queryFn: getAgentsSummary })
}

export function useAgentsSummary() {
  return useQuery(agentsSummaryQueryOptions())
}
