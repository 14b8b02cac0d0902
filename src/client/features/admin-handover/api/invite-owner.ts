import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreatedWorkspace, InviteOwnerInput } from '@/shared/schemas/admin-handover'
import { apiRequest } from '@/client/lib/api-client'
import { adminHandoverKeys } from './query-keys'

export function inviteOwner(leadId: string, input: InviteOwnerInput) {
  return apiRequest<CreatedWorkspace>('POST', `/api/admin/leads/${encodeURIComponent(leadId)}/workspace/invitations`, input)
}

/** Invites the workspace's owner again with a new link; the answer is the hand-over as it now stands. */
export function useInviteOwner(leadId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: InviteOwnerInput) => inviteOwner(leadId, input),
    onSuccess: ({ delivery: _delivery, ...handover }) => queryClient.setQueryData(adminHandoverKeys.lead(leadId), handover),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminHandoverKeys.lead(leadId) }),
  })
}
