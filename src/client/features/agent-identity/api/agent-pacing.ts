import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AgentPacing } from '@/shared/schemas/agent-pacing'
import { apiRequest } from '@/client/lib/api-client'

const pacingKey = ['agent-pacing'] as const

export function useAgentPacing() {
  return useQuery({ queryKey: pacingKey, queryFn: () => apiRequest<AgentPacing>('GET', '/api/company/agent-pacing') })
}

export function useSaveAgentPacing() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AgentPacing) => apiRequest<AgentPacing>('PATCH', '/api/company/agent-pacing', input),
    onSuccess: (saved) => queryClient.setQueryData(pacingKey, saved),
  })
}
