import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-client'
import { apiKeysQueryOptions } from './get-api-keys'

export function revokeApiKey(keyId: string) {
  return apiRequest<void>('DELETE', `/api/api-keys/${encodeURIComponent(keyId)}`)
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  })
}
