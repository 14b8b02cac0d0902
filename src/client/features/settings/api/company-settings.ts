import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CompanySettings, UpdateCompanyInput } from '@/shared/schemas/company-settings'
import { teamKeys } from '@/client/features/team/api/query-keys'
import { apiRequest } from '@/client/lib/api-client'
import { companySettingsKeys } from './query-keys'

export function getCompanySettings() {
  return apiRequest<CompanySettings>('GET', '/api/company')
}

export function companySettingsQueryOptions() {
  return queryOptions({ queryKey: companySettingsKeys.all, queryFn: getCompanySettings })
}

export function useCompanySettings() {
  return useQuery(companySettingsQueryOptions())
}

export function updateCompanySettings(input: UpdateCompanyInput) {
  return apiRequest<CompanySettings>('PATCH', '/api/company', input)
}

/** Saves the owner's changes; the team panel shows the company's name too, so it is refetched. */
export function useUpdateCompanySettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCompanySettings,
    onSuccess: (company) => {
      queryClient.setQueryData(companySettingsKeys.all, company)
      void queryClient.invalidateQueries({ queryKey: teamKeys.all })
    },
  })
}
