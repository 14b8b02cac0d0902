import { queryOptions, useQuery } from '@tanstack/react-query'
import type { LeadHandover } from '@/shared/schemas/admin-handover'
import { apiRequest } from '@/client/lib/api-client'
import { adminHandoverKeys } from './query-keys'

export function getLeadHandover(leadId: string) {
  return apiRequest<LeadHandover>('GET', `/api/admin/leads/${encodeURIComponent(leadId)}/workspace`)
}

export function leadHandoverQueryOptions(leadId: string) {
  return queryOptions({ queryKey: adminHandoverKeys.lead(leadId), queryFn: () => getLeadHandover(leadId) })
}

/** The workspace made from the lead with its owner's invitation, or the name and address creating one starts from. */
export function useLeadHandover(leadId: string) {
  return useQuery(leadHandoverQueryOptions(leadId))
}
