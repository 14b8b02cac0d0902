import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-client'
import { companyErasureKeys } from './query-keys'

export function cancelCompanyErasure() {
  return apiRequest<void>('DELETE', '/api/company/erasure')
}

export function useCancelCompanyErasure() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelCompanyErasure,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyErasureKeys.all }),
  })
}
