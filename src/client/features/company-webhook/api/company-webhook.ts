import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CompanyWebhook, UpdateCompanyWebhookInput } from '@/shared/schemas/company-webhook'
import { apiRequest } from '@/client/lib/api-client'
import { companyWebhookKeys } from './query-keys'

export function getCompanyWebhook() {
  return apiRequest<CompanyWebhook>('GET', '/api/company/webhook')
}

export function companyWebhookQueryOptions() {
  return queryOptions({ queryKey: companyWebhookKeys.all, queryFn: getCompanyWebhook })
}

export function useCompanyWebhook() {
  return useQuery(companyWebhookQueryOptions())
}

/** PUT sets the URL; DELETE (url null) stops deliveries. Both answer the new state, put straight into the cache. */
export function useSaveCompanyWebhook() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateCompanyWebhookInput | null) =>
      input
        ? apiRequest<CompanyWebhook>('PUT', '/api/company/webhook', input)
        : apiRequest<CompanyWebhook>('DELETE', '/api/company/webhook'),
    onSuccess: (data) => queryClient.setQueryData(companyWebhookKeys.all, data),
  })
}
