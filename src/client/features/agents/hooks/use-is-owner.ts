import { skipToken, useQuery } from '@tanstack/react-query'
import type { User } from '@/shared/schemas/auth'
import { userKeys } from '@/client/features/auth/api/query-keys'

/**
 * Whether the signed-in user owns the company (docs/decisions/082-roles.md), read from the session user that the
 * route's RequireUser has already loaded: this only watches that cache entry and never fetches (skipToken).
 */
export function useIsOwner(): boolean {
  const { data } = useQuery<User | null>({ queryKey: userKeys.all, queryFn: skipToken })
  return data?.role === 'owner'
}
