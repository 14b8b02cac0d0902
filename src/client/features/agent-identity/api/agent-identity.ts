import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AgentIdentityInput, AgentIdentitySettings } from '@/shared/schemas/agent-identity'
import { apiRequest } from '@/client/lib/api-client'

const agentIdentityKeys = { all: ['agent-identity'] as const }

export function agentIdentityQueryOptions() {
  return queryOptions({
    queryKey: agentIdentityKeys.all,
    queryFn: () => apiRequest<AgentIdentitySettings>('GET', '/api/company/agent-identity'),
  })
}

export function useAgentIdentity() {
  return useQuery(agentIdentityQueryOptions())
}

/** Saves the owner's choices; the answer is what the agents use from their next e-mail on. */
export function useSaveAgentIdentity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AgentIdentityInput) => apiRequest<AgentIdentitySettings>('PATCH', '/api/company/agent-identity', input),
    onSuccess: (saved) => queryClient.setQueryData(agentIdentityKeys.all, saved),
  })
}
