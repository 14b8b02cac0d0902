import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LeadNote } from '@/shared/schemas/admin-leads'
import { apiRequest } from '@/client/lib/api-client'
import { adminLeadKeys } from './query-keys'

export function addLeadNote(leadId: string, note: LeadNote) {
  return apiRequest<{ id: string }>('POST', `/api/admin/leads/${encodeURIComponent(leadId)}/notes`, note)
}

/** Adds a note to the lead's timeline. */
export function useAddLeadNote(leadId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (note: LeadNote) => addLeadNote(leadId, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminLeadKeys.detail(leadId) }),
  })
}
