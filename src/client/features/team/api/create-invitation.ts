import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CreatedInvitation, createInvitationSchema } from '@/shared/schemas/team'
import { apiRequest } from '@/client/lib/api-client'
import { teamKeys } from './query-keys'

export type CreateInvitationPayload = z.output<typeof createInvitationSchema>

export function createInvitation(payload: CreateInvitationPayload) {
  return apiRequest<CreatedInvitation>('POST', '/api/invitations', payload)
}

export function useCreateInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  })
}
