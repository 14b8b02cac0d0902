import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { User, invitationVerifySchema } from '@/shared/schemas/auth'
import { apiRequest } from '@/client/lib/api-client'
import { setSessionUser } from './get-user'

export type VerifyInvitationPayload = z.output<typeof invitationVerifySchema>

export function verifyInvitation(payload: VerifyInvitationPayload) {
  return apiRequest<User>('POST', '/api/invitations/verify', payload)
}

export function useVerifyInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyInvitation,
    onSuccess: (user) => setSessionUser(queryClient, user),
  })
}
