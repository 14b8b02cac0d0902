import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-client'

export function handOverOwnership(memberId: string) {
  return apiRequest<void>('POST', `/api/team/members/${encodeURIComponent(memberId)}/ownership`)
}

export function useHandOverOwnership() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: handOverOwnership,
    // The caller's role changes with the team's: the signed-in user, the team and every owner-only panel are read again.
    // Not awaited: the button that asked is gone once they are, and its own onSuccess (the toast) must run first.
    onSuccess: () => {
      void queryClient.invalidateQueries()
    },
  })
}
