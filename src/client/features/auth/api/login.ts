import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { User, loginSchema } from '@/shared/schemas/auth'
import { apiRequest } from '@/client/lib/api-client'
import { setSessionUser } from './get-user'

export type LoginPayload = z.output<typeof loginSchema>

export function login(payload: LoginPayload) {
  return apiRequest<User>('POST', '/api/login', payload)
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setSessionUser(queryClient, user),
  })
}
