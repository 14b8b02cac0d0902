import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Agent } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'
import { agentKeys } from './query-keys'

export function updateAgentReview(agentId: string, reviewBeforeSend: boolean) {
  return apiRequest<Agent>('PATCH', `/api/agents/${encodeURIComponent(agentId)}/review`, { reviewBeforeSend })
}

/** Switches whether the agent's drafts wait in Approvals (owners only); the agent queries refresh after. */
export function useUpdateAgentReview(agentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reviewBeforeSend: boolean) => updateAgentReview(agentId, reviewBeforeSend),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  })
}
