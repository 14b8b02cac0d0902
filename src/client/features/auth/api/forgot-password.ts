import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { forgotPasswordSchema, messageBodySchema } from '@/shared/schemas/account-recovery'
import { apiRequest } from '@/client/lib/api-client'

export type ForgotPasswordPayload = z.output<typeof forgotPasswordSchema>

/** Always 202 with the same message, whether or not the address has an account (429 when rate-limited). */
export function forgotPassword(payload: ForgotPasswordPayload) {
  return apiRequest<z.infer<typeof messageBodySchema>>('POST', '/api/forgot-password', payload)
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
