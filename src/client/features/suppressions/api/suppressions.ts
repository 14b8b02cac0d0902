import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SuppressionInput, SuppressionList } from '@/shared/schemas/suppressions'
import { apiRequest } from '@/client/lib/api-client'

const suppressionKeys = { all: ['suppressions'] as const }

export function suppressionsQueryOptions() {
  return queryOptions({
    queryKey: suppressionKeys.all,
    queryFn: () => apiRequest<SuppressionList>('GET', '/api/company/suppressions'),
  })
}

export function useSuppressions() {
  return useQuery(suppressionsQueryOptions())
}

/** The owner adds an address; the answer is the list as it now is. */
export function useAddSuppression() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SuppressionInput) => apiRequest<SuppressionList>('POST', '/api/company/suppressions', input),
    onSuccess: (list) => queryClient.setQueryData(suppressionKeys.all, list),
  })
}

/** The owner takes an address off the list: the agents may write to it again. */
export function useRemoveSuppression() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (address: string) => apiRequest<SuppressionList>('DELETE', `/api/company/suppressions/${encodeURIComponent(address)}`),
    onSuccess: (list) => queryClient.setQueryData(suppressionKeys.all, list),
  })
}
