import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import type { User } from '@/shared/schemas/auth'
import { apiRequest } from '@/client/lib/api-client'
import { userKeys } from './query-keys'

/** The signed-in user, or null for a visitor (the server answers null, not 401: docs/decisions/092). */
export function getUser(): Promise<User | null> {
  return apiRequest<User | null>('GET', '/api/user')
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
