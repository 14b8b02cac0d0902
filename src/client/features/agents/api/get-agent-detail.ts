import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AgentDetail } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'
import { agentKeys } from './query-keys'

export function getAgentDetail(agentId: string) {
  return apiRequest<AgentDetail>('GET', `/api/agents/${encodeURIComponent(agentId)}`)
}

export function agentDetailQueryOptions(agentId: string) {
  return queryOptions({ queryKey: agentKeys.detail(agentId), queryFn: () => getAgentDetail(agentId) })
}

export function useAgentDetail(agentId: string) {
  return useQuery(agentDetailQueryOptions(agentId))
}
