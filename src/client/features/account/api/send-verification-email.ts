import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { messageBodySchema } from '@/shared/schemas/account-recovery'
import { apiRequest } from '@/client/lib/api-client'

/** Sends the signed-in user a new verification link: 202 with a message to show, or 429 when asked too often. */
export function sendVerificationEmail() {
  return apiRequest<z.infer<typeof messageBodySchema>>('POST', '/api/verification-email')
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail })
}
