import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Agent } from '@/shared/schemas/agents'
import type { TrustLevel, TrustView } from '@/shared/schemas/trust-ladder'
import { apiRequest } from '@/client/lib/api-client'
import { agentKeys } from './query-keys'

const trustUrl = (agentId: string) => `/api/agents/${encodeURIComponent(agentId)}/trust`

/** The owner's view of the agent's trust ladder: level, evidence, suggestion and changes (docs/decisions/130). */
export function useTrustView(agentId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...agentKeys.detail(agentId), 'trust'] as const,
    queryFn: () => apiRequest<TrustView>('GET', trustUrl(agentId)),
    enabled,
  })
}

/** Moves the agent on the ladder (owners only); the agent's queries refresh after. */
export function useSetTrustLevel(agentId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (level: TrustLevel) => apiRequest<Agent>('PATCH', trustUrl(agentId), { level }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  })
}
