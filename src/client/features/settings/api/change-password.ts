import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChangePasswordInput } from '@/shared/schemas/account-settings'
import type { User } from '@/shared/schemas/auth'
import { apiRequest } from '@/client/lib/api-client'
import { accountSettingsKeys } from './query-keys'

export function changePassword(input: ChangePasswordInput) {
  return apiRequest<User>('POST', '/api/account/password', input)
}

/** Sets the new password; every other session has ended (this one was replaced), so the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSettingsKeys.sessions() }),
  })
}
