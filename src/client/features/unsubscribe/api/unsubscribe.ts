import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { UnsubscribeStatus } from '@/shared/schemas/suppressions'
import { apiRequest } from '@/client/lib/api-client'

const unsubscribeKeys = { byToken: (token: string) => ['unsubscribe', token] as const }

/** Whose e-mails the link is about; reading it changes nothing (link scanners open links). */
export function unsubscribeStatusQueryOptions(token: string) {
  return queryOptions({
    queryKey: unsubscribeKeys.byToken(token),
    queryFn: () => apiRequest<UnsubscribeStatus>('GET', `/api/unsubscribe/${encodeURIComponent(token)}`),
    retry: false,
  })
}

export function useUnsubscribeStatus(token: string) {
  return useQuery(unsubscribeStatusQueryOptions(token))
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest<UnsubscribeStatus>('POST', `/api/unsubscribe/${encodeURIComponent(token)}`, {}),
    onSuccess: (status) => queryClient.setQueryData(unsubscribeKeys.byToken(token), status),
  })
}
