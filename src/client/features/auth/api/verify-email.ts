import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { verifyEmailSchema } from '@/shared/schemas/account-recovery'
import { emailStatusKeys } from '@/client/features/account/api/query-keys'
import { apiRequest } from '@/client/lib/api-client'
import { emailVerificationKeys, userKeys } from './query-keys'

export type VerifyEmailPayload = z.output<typeof verifyEmailSchema>

export function verifyEmail(payload: VerifyEmailPayload) {
  return apiRequest<{ email_verified: true }>('POST', '/api/verify-email', payload)
}

/**
 * A query keyed by the token rather than a mutation fired from an effect: the cache posts a link once per visit,
 * whatever StrictMode's double effects or a remount do (the client never refetches: docs/product.md#api-errors).
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: emailVerificationKeys.byToken(token),
    queryFn: async ({ client }) => {
      const result = await verifyEmail({ token })
      void client.invalidateQueries({ queryKey: userKeys.all })
      void client.invalidateQueries({ queryKey: emailStatusKeys.all })
      return result
    },
  })
}

export function useVerifyEmail(token: string) {
  return useQuery(verifyEmailQueryOptions(token))
}
