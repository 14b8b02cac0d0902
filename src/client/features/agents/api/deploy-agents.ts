import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Agent, DeployAgentsInput } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'
import { progressKeys } from '@/client/features/account/api/query-keys'
import { agentKeys } from './query-keys'

/**
 * POST /api/agents/deploy: with agentIds from the recommendations page and from the dashboard's Add Agent
 * (one id; deploying is idempotent), with no body from the wizard (docs/product.md#deploy).
 */
export function deployAgents(input?: DeployAgentsInput) {
  return apiRequest<Agent[]>('POST', '/api/agents/deploy', input ?? undefined)
}

export function useDeployAgents() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deployAgents,
    // The dashboard and the progress both change: everything agent- or progress-shaped is refetched.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentKeys.all }),
        queryClient.invalidateQueries({ queryKey: progressKeys.all }),
      ]),
  })
}
