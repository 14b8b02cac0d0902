import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AccountSession } from '@/shared/schemas/account-settings'
import { userKeys } from '@/client/features/auth/api/query-keys'
import { apiRequest } from '@/client/lib/api-client'
import { accountSettingsKeys } from './query-keys'

export function getSessions() {
  return apiRequest<AccountSession[]>('GET', '/api/account/sessions')
}

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: accountSettingsKeys.sessions(), queryFn: getSessions })
}

export function useSessions() {
  return useQuery(sessionsQueryOptions())
}

/** As at logout (docs/product.md#api-errors): nobody is signed in, and nothing cached for the account survives. */
function forgetSignedInUser(queryClient: QueryClient) {
  queryClient.setQueryData(userKeys.all, null)
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userKeys.all[0] })
}

export function endSession(session: AccountSession) {
  return apiRequest<void>('DELETE', `/api/account/sessions/${encodeURIComponent(session.id)}`)
}

/** Ends one session; ending this browser's own signs it out. */
export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: endSession,
    onSuccess: (_, session) => {
      if (session.current) return forgetSignedInUser(queryClient)
      queryClient.setQueryData<AccountSession[]>(accountSettingsKeys.sessions(), (sessions) =>
        sessions?.filter((item) => item.id !== session.id),
      )
    },
  })
}

export function signOutEverywhere() {
  return apiRequest<void>('DELETE', '/api/account/sessions')
}

/** Ends every session of the user, this one included: the page then goes to sign-in (docs/decisions/093). */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: signOutEverywhere, onSuccess: () => forgetSignedInUser(queryClient) })
}
