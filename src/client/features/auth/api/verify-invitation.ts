import type { z } from 'zod'
import type { User, invitationVerifySchema } from '@/shared/schemas/auth'
import { apiRequest } from '@/client/lib/api-client'

export type VerifyInvitationPayload = z.output<typeof invitationVerifySchema>

export function verifyInvitation(payload: VerifyInvitationPayload) {
  return apiRequest<User>('POST', '/api/invitations/verify', payload)
}
