import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CompanyAiSettings } from '@/shared/ai/settings'
import { apiRequest } from '@/client/lib/api-client'
import { aiSettingsKeys } from './query-keys'

export function getAiSettings() {
  return apiRequest<CompanyAiSettings>('GET', '/api/company/ai')
}

export function aiSettingsQueryOptions() {
  return queryOptions({ queryKey: aiSettingsKeys.all, queryFn: getAiSettings })
}

/** The server's and the company's model (never a key), the token budget, this month's use and who writes now. */
export function useAiSettings() {
  return useQuery(aiSettingsQueryOptions())
}
