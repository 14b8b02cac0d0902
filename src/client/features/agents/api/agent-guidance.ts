import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AgentGuidanceInput, AgentGuidanceView } from '@/shared/schemas/agent-guidance'
import { apiRequest } from '@/client/lib/api-client'
import { agentKeys } from './query-keys'

const guidanceUrl = (agentId: string) => `/api/agents/${encodeURIComponent(agentId)}/guidance`
const guidanceKey = (agentId: string) => [...agentKeys.detail(agentId), 'guidance'] as const

/** The agent's style guide and how many edited e-mails its prompt shows (docs/decisions/131-approvals-that-teach.md). */
export function useAgentGuidance(agentId: string) {
  return useQuery({ queryKey: guidanceKey(agentId), queryFn: () => apiRequest<AgentGuidanceView>('GET', guidanceUrl(agentId)) })
}

/** Saves the owner's guide whole; the answer is what the agent writes with from its next e-mail on. */
export function useSaveAgentGuidance(agentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AgentGuidanceInput) => apiRequest<AgentGuidanceView>('PUT', guidanceUrl(agentId), input),
    onSuccess: (saved) => queryClient.setQueryData(guidanceKey(agentId), saved),
  })
}
