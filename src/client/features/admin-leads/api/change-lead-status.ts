import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LeadStatus } from '@/shared/backoffice/lead-kinds'
import type { LeadStatusChange } from '@/shared/schemas/admin-leads'
import { apiRequest } from '@/client/lib/api-client'
import { adminLeadKeys } from './query-keys'

export function changeLeadStatus(leadId: string, change: LeadStatusChange) {
  return apiRequest<{ status: LeadStatus }>('PATCH', `/api/admin/leads/${encodeURIComponent(leadId)}/status`, change)
}

/** Sets the lead's status (with an optional note); its page and the inbox refresh. */
export function useChangeLeadStatus(leadId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: LeadStatusChange) => changeLeadStatus(leadId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminLeadKeys.all }),
  })
}
