import { queryOptions, useQuery } from '@tanstack/react-query'
import type { LeadDetail } from '@/shared/schemas/admin-leads'
import { apiRequest } from '@/client/lib/api-client'
import { adminLeadKeys } from './query-keys'

export function getLead(leadId: string) {
  return apiRequest<LeadDetail>('GET', `/api/admin/leads/${encodeURIComponent(leadId)}`)
}

export function leadQueryOptions(leadId: string) {
  return queryOptions({ queryKey: adminLeadKeys.detail(leadId), queryFn: () => getLead(leadId) })
}

/** A lead with its answers, figures, booking and timeline. */
export function useLead(leadId: string) {
  return useQuery(leadQueryOptions(leadId))
}
