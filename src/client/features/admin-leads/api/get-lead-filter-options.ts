import { queryOptions, useQuery } from '@tanstack/react-query'
import type { LeadFilterOptions } from '@/shared/schemas/admin-leads'
import { apiRequest } from '@/client/lib/api-client'
import { adminLeadKeys } from './query-keys'

export function getLeadFilterOptions() {
  return apiRequest<LeadFilterOptions>('GET', '/api/admin/leads/filters')
}

export function leadFilterOptionsQueryOptions() {
  return queryOptions({ queryKey: adminLeadKeys.filterOptions(), queryFn: getLeadFilterOptions })
}

/** The industries, stages and refs the leads hold, for the filter menus. */
export function useLeadFilterOptions() {
  return useQuery(leadFilterOptionsQueryOptions())
}
