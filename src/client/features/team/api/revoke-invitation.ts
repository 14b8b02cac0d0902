import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-client'
import { teamKeys } from './query-keys'

export function revokeInvitation(invitationId: string) {
  return apiRequest<void>('DELETE', `/api/invitations/${encodeURIComponent(invitationId)}`)
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  })
}
