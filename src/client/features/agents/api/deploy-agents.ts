import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Agent, DeployAgentsInput } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'

/** POST /api/agents/deploy: with agentIds from the page, with no body from the wizard (spec 000 §7). */
export function deployAgents(input?: DeployAgentsInput) {
  return apiRequest<Agent[]>('POST', '/api/agents/deploy', input ?? undefined)
}

export function useDeployAgents() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deployAgents,
    // The dashboard and the progress both change: everything agent- or progress-shaped is refetched.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['agents'] }), queryClient.invalidateQueries({ queryKey: ['onboarding-progress'] })]),
  })
}
