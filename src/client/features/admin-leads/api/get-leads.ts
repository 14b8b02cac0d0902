import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { LeadFilters, LeadsPage } from '@/shared/schemas/admin-leads'
import { apiRequest } from '@/client/lib/api-client'
import { toLeadFilterParams } from './lead-filter-params'
import { adminLeadKeys } from './query-keys'

export function getLeads(filters: LeadFilters, cursor?: string) {
  const params = toLeadFilterParams(filters)
  if (cursor) params.set('cursor', cursor)
  return apiRequest<LeadsPage>('GET', `/api/admin/leads?${params}`)
}

export function leadsQueryOptions(filters: LeadFilters) {
  return infiniteQueryOptions({
    queryKey: adminLeadKeys.list(filters),
    queryFn: ({ pageParam }) => getLeads(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  })
}

/** The leads that match the filters, newest first, a page at a time ("Load more"). */
export function useLeads(filters: LeadFilters) {
  return useInfiniteQuery(leadsQueryOptions(filters))
}
