import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { resetPasswordSchema } from '@/shared/schemas/account-recovery'
import type { User } from '@/shared/schemas/auth'
import { apiRequest } from '@/client/lib/api-client'
import { setSessionUser } from './get-user'

export type ResetPasswordPayload = z.output<typeof resetPasswordSchema>

/** Sets the new password and signs in: the answer is the user, like a login's. */
export function resetPassword(payload: ResetPasswordPayload) {
  return apiRequest<User>('POST', '/api/reset-password', payload)
}

export function useResetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (user) => setSessionUser(queryClient, user),
  })
}
