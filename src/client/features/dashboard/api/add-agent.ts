import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CatalogueAgentId } from '@/shared/agents/catalogue'
import type { Agent } from '@/shared/schemas/agents'
import { apiRequest } from '@/client/lib/api-client'

/** Add Agent: deploys one more catalogue agent (POST /api/agents/deploy is idempotent). */
export function addAgent(catalogueId: CatalogueAgentId) {
  return apiRequest<Agent[]>('POST', '/api/agents/deploy', { agentIds: [catalogueId] })
}

export function useAddAgent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addAgent,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['agents'] }), queryClient.invalidateQueries({ queryKey: ['onboarding-progress'] })]),
  })
}
