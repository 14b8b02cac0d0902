import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Agent, UpdateAgentInput } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'
import { agentKeys } from './query-keys'

export function updateAgentStatus({ id, ...input }: UpdateAgentInput & { id: string }) {
  return apiRequest<Agent>('PATCH', `/api/agents/${encodeURIComponent(id)}`, input)
}

export function useUpdateAgentStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAgentStatus,
    onSuccess: (updated) =>
      queryClient.setQueryData<Agent[]>(agentKeys.list(), (agents) => agents?.map((agent) => (agent.id === updated.id ? updated : agent))),
  })
}
