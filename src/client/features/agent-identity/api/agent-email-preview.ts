import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AgentEmailPreview, AgentIdentityInput } from '@/shared/schemas/agent-identity'
import { apiRequest } from '@/client/lib/api-client'

/**
 * Each agent's e-mail framed with `input` (not yet saved) and the saved logo, rendered by the server as it sends it.
 * The logo's address is in the key so a new logo shows at once.
 */
export function agentEmailPreviewQueryOptions(input: AgentIdentityInput, logoPath: string | null) {
  return queryOptions({
    queryKey: ['agent-identity', 'preview', input, logoPath] as const,
    queryFn: () => apiRequest<AgentEmailPreview>('POST', '/api/company/agent-identity/preview', input),
    // While the next preview loads, the last one stays: no flash of a skeleton at every pause in typing.
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  })
}

export function useAgentEmailPreview(input: AgentIdentityInput | null, logoPath: string | null) {
  return useQuery({ ...agentEmailPreviewQueryOptions(input ?? ({} as AgentIdentityInput), logoPath), enabled: input !== null })
}
