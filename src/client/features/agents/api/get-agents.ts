import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Agent } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'
import { agentKeys } from './query-keys'

export function getAgents() {
  return apiRequest<Agent[]>('GET', '/api/agents')
}

export function agentsQueryOptions() {
  return queryOptions({ queryKey: agentKeys.list(), queryFn: getAgents })
}

export function useAgents() {
  return useQuery(agentsQueryOptions())
}
