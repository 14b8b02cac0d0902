import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-client'
import { apiKeyKeys } from './query-keys'

export function revokeApiKey(keyId: string) {
  return apiRequest<void>('DELETE', `/api/api-keys/${encodeURIComponent(keyId)}`)
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  })
}
