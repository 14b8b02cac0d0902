import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateProfileInput } from '@/shared/schemas/account-settings'
import type { User } from '@/shared/schemas/auth'
import { userKeys } from '@/client/features/auth/api/query-keys'
import { apiRequest } from '@/client/lib/api-client'

export function updateProfile(input: UpdateProfileInput) {
  return apiRequest<User>('PATCH', '/api/account/profile', input)
}

/** Saves the full name; the answer is the user, which every page that greets them reads. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(userKeys.all, user),
  })
}
