import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PrivacySettings } from '@/shared/schemas/privacy'
import { apiRequest } from '@/client/lib/api-client'
import { privacySettingsKeys } from './query-keys'

export function getPrivacySettings() {
  return apiRequest<PrivacySettings>('GET', '/api/company/privacy')
}

export function privacySettingsQueryOptions() {
  return queryOptions({ queryKey: privacySettingsKeys.all, queryFn: getPrivacySettings })
}

/** The company's privacy controls and their latest changes, newest first; everyone in the company reads them. */
export function usePrivacySettings() {
  return useQuery(privacySettingsQueryOptions())
}
