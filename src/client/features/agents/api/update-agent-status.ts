import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Agent, AgentDetail, UpdateAgentInput } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'
import { agentKeys } from './query-keys'

export function updateAgentStatus({ id, ...input }: UpdateAgentInput & { id: string }) {
  return apiRequest<Agent>('PATCH', `/api/agents/${encodeURIComponent(id)}`, input)
}

export function useUpdateAgentStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAgentStatus,
    // The answer is the agent as stored: the dashboard's row and the agent's own page show it at once; the live
    // stream's refetch then brings what the change set off (waiting work resumed).
    onSuccess: (updated) => {
      queryClient.setQueryData<Agent[]>(agentKeys.list(), (agents) => agents?.map((agent) => (agent.id === updated.id ? updated : agent)))
      queryClient.setQueryData<AgentDetail>(agentKeys.detail(updated.id), (detail) => (detail ? { ...detail, agent: updated } : detail))
    },
  })
}
