import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-client'
import { adminLeadKeys } from './query-keys'

export function redeliverLeadWebhook(leadId: string) {
  return apiRequest<{ delivery_id: string }>('POST', `/api/admin/leads/${encodeURIComponent(leadId)}/webhook-redeliveries`)
}

/** Sends a quiz lead to n8n again, as a new delivery; the timeline refreshes. */
export function useRedeliverLeadWebhook(leadId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => redeliverLeadWebhook(leadId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminLeadKeys.detail(leadId) }),
  })
}
