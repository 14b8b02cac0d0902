import type { z } from 'zod'
import type { User, loginSchema } from '@/shared/schemas/auth'
import { apiRequest } from '@/client/lib/api-client'

export type LoginPayload = z.output<typeof loginSchema>

export function login(payload: LoginPayload) {
  return apiRequest<User>('POST', '/api/login', payload)
}
