import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CompanyErasure, ScheduleCompanyErasureInput } from '@/shared/schemas/company-erasure'
import { apiRequest } from '@/client/lib/api-client'
import { companyErasureKeys } from './query-keys'

export function scheduleCompanyErasure(input: ScheduleCompanyErasureInput) {
  return apiRequest<CompanyErasure>('POST', '/api/company/erasure', input)
}

export function useScheduleCompanyErasure() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: scheduleCompanyErasure,
    onSuccess: (erasure) => queryClient.setQueryData(companyErasureKeys.all, erasure),
  })
}
