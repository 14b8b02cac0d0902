import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OnboardingSubmission, SubmissionResult } from '@/shared/schemas/onboarding'
import { apiRequest } from '@/client/lib/api-client'

export function submitOnboarding(payload: OnboardingSubmission) {
  return apiRequest<SubmissionResult>('POST', '/api/onboarding/submit', payload)
}

export function useSubmitOnboarding() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitOnboarding,
    // A submission changes the user (onboarding_completed) and the progress record: refetch
    // whatever is cached rather than reaching into other features' query keys.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
