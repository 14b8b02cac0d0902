import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreatedInvitation } from '@/shared/schemas/team'
import { apiRequest } from '@/client/lib/api-client'
import { teamKeys } from './query-keys'

/** Mails a pending invitation again with a new link; the previous link stops working (docs/decisions/094). */
export function resendInvitation(invitationId: string) {
  return apiRequest<CreatedInvitation>('POST', `/api/invitations/${encodeURIComponent(invitationId)}/resend`)
}

export function useResendInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  })
}
