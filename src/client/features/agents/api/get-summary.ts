import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AgentsSummary } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'
import { agentKeys } from './query-keys'

export function getAgentsSummary() {
  return apiRequest<AgentsSummary>('GET', '/api/agents/summary')
}

export function agentsSummaryQueryOptions() {
  return queryOptions({ queryKey: agentKeys.summary(), queryFn: getAgentsSummary })
}

export function useAgentsSummary() {
  return useQuery(agentsSummaryQueryOptions())
}
