import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateApiKeyInput, CreatedApiKey } from '@/shared/schemas/api-keys'
import { apiRequest } from '@/client/lib/api-client'
import { apiKeyKeys } from './query-keys'

export function createApiKey(payload: CreateApiKeyInput) {
  return apiRequest<CreatedApiKey>('POST', '/api/api-keys', payload)
}

export function useCreateApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  })
}
