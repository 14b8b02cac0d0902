import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { User, registerSchema } from '@/shared/schemas/auth'
import { apiRequest } from '@/client/lib/api-client'
import { setSessionUser } from './get-user'

export type RegisterPayload = z.output<typeof registerSchema>

export function register(payload: RegisterPayload) {
  return apiRequest<User>('POST', '/api/register', payload)
}

export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => setSessionUser(queryClient, user),
  })
}
