import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import type { User } from '@/shared/schemas/auth'
import { ApiError, apiRequest } from '@/client/lib/api-client'
import { userKeys } from './query-keys'

/** The signed-in user, or null when the session is absent (401 is not an error: docs/product.md#api-errors). */
export async function getUser(): Promise<User | null> {
  try {
    return await apiRequest<User>('GET', '/api/user')
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export function userQueryOptions() {
  return queryOptions({ queryKey: userKeys.all, queryFn: getUser })
}

export function useUser() {
  return useQuery(userQueryOptions())
}

/**
 * Makes `user` the session's user (null: signed out) and drops every other cached query, so
 * nothing fetched for a previous account survives a login, registration or logout.
 */
export function setSessionUser(queryClient: QueryClient, user: User | null) {
  queryClient.setQueryData(userKeys.all, user)
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userKeys.all[0] })
}
