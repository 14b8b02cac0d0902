import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ChangeEmailInput, PendingEmailChange } from '@/shared/schemas/account-settings'
import { apiRequest } from '@/client/lib/api-client'
import { accountSettingsKeys } from './query-keys'

export function getPendingEmailChange() {
  return apiRequest<PendingEmailChange>('GET', '/api/account/email-change')
}

export function pendingEmailChangeQueryOptions() {
  return queryOptions({ queryKey: accountSettingsKeys.emailChange(), queryFn: getPendingEmailChange })
}

/** The address waiting for its link to be opened, if any (docs/decisions/093). */
export function usePendingEmailChange() {
  return useQuery(pendingEmailChangeQueryOptions())
}

export function requestEmailChange(input: ChangeEmailInput) {
  return apiRequest<PendingEmailChange>('POST', '/api/account/email', input)
}

/** Mails a link to the new address; the answer is the pending change the page then shows. */
export function useRequestEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestEmailChange,
    onSuccess: (pending) => queryClient.setQueryData(accountSettingsKeys.emailChange(), pending),
  })
}

export function cancelEmailChange() {
  return apiRequest<void>('DELETE', '/api/account/email-change')
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: () => queryClient.setQueryData<PendingEmailChange>(accountSettingsKeys.emailChange(), { email: null, expires_at: null }),
  })
}
