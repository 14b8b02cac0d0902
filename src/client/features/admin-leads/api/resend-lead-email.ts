import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-client'
import { adminLeadKeys } from './query-keys'

export function resendLeadEmail(leadId: string, emailId: string) {
  return apiRequest<{ email_id: string }>(
    'POST',
    `/api/admin/leads/${encodeURIComponent(leadId)}/emails/${encodeURIComponent(emailId)}/resend`,
  )
}

/** Queues a copy of an e-mail the lead was sent; the timeline refreshes. */
export function useResendLeadEmail(leadId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (emailId: string) => resendLeadEmail(leadId, emailId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminLeadKeys.detail(leadId) }),
  })
}
