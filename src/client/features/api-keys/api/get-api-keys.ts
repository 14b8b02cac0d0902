import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiKey } from '@/shared/schemas/api-keys'
import { apiRequest } from '@/client/lib/api-client'
import { apiKeyKeys } from './query-keys'

export function getApiKeys() {
  return apiRequest<ApiKey[]>('GET', '/api/api-keys')
}

export function apiKeysQueryOptions() {
  return queryOptions({ queryKey: apiKeyKeys.all, queryFn: getApiKeys })
}

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions())
}
