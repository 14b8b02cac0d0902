import { useMutation } from '@tanstack/react-query'
import type { DeleteAccountInput } from '@/shared/schemas/account-deletion'
import { apiRequest } from '@/client/lib/api-client'

export function deleteAccount(input: DeleteAccountInput) {
  return apiRequest<void>('DELETE', '/api/account', input)
}

/** The caller forgets the signed-in user on success (the auth feature's cache, composed by the route). */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount })
}
