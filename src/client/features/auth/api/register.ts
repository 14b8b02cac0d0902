import type { z } from 'zod'
import type { User, registerSchema } from '@/shared/schemas/auth'
import { apiRequest } from '@/client/lib/api-client'

export type RegisterPayload = z.output<typeof registerSchema>

export function register(payload: RegisterPayload) {
  return apiRequest<User>('POST', '/api/register', payload)
}
