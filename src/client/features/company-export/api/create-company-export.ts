import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CompanyExport } from '@/shared/schemas/company-export'
import { apiRequest } from '@/client/lib/api-client'
import { companyExportKeys } from './query-keys'

export function createCompanyExport() {
  return apiRequest<CompanyExport>('POST', '/api/company/exports')
}

/** Creates an export with its rows counted; its answer is the progress's first reading, put straight into the cache. */
export function useCreateCompanyExport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCompanyExport,
    onSuccess: (created) => queryClient.setQueryData(companyExportKeys.detail(created.id), created),
  })
}
