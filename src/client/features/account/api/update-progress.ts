import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Progress, UpdateProgressInput } from '@/shared/schemas/progress'
import { apiRequest } from '@/client/lib/api-client'
import { progressKeys } from './query-keys'

export function updateProgress(input: UpdateProgressInput) {
  return apiRequest<Progress>('PATCH', '/api/onboarding/progress', input)
}

export function useUpdateProgress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProgress,
    onSuccess: (progress) => queryClient.setQueryData(progressKeys.all, progress),
  })
}
