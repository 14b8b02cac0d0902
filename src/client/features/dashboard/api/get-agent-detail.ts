import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AgentDetail } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'

export function getAgentDetail(agentId: string) {
  return apiRequest<AgentDetail>('GET', `/api/agents/${encodeURIComponent(agentId)}`)
}

// Under ['agents'], so the live stream's invalidation refreshes it with the rest of the dashboard.
export function agentDetailQueryOptions(agentId: string) {
  return queryOptions({ queryKey: ['agents', 'detail', agentId] as const, queryFn: () => getAgentDetail(agentId) })
}

export function useAgentDetail(agentId: string) {
  return useQuery(agentDetailQueryOptions(agentId))
}
