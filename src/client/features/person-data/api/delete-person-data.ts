import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PersonDataDeleted } from '@/shared/schemas/person-data'
import { apiRequest } from '@/client/lib/api-client'
import { personDataKeys } from './lookup-person-data'

export function deletePersonData(token: string) {
  return apiRequest<PersonDataDeleted>('POST', '/api/my-data/delete', { token })
}

export function useDeletePersonData(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deletePersonData(token),
    // What the page showed is gone: a later look asks again.
    onSuccess: () => queryClient.removeQueries({ queryKey: personDataKeys.byToken(token) }),
  })
}
