import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/client/lib/api-client'
import { setSessionUser } from './get-user'

export function logout() {
  return apiRequest<void>('POST', '/api/logout')
}

export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSuccess: () => setSessionUser(queryClient, null),
  })
}
