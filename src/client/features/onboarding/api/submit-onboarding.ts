import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OnboardingSubmission, SubmissionResult } from '@/shared/schemas/onboarding'
import { apiRequest } from '@/client/lib/api-client'
import { progressKeys } from '@/client/features/account/api/query-keys'
import { agentKeys } from '@/client/features/agents/api/query-keys'
import { userKeys } from '@/client/features/auth/api/query-keys'
import { privacySettingsKeys } from '@/client/features/privacy-controls/api/query-keys'
import { teamKeys } from '@/client/features/team/api/query-keys'

export function submitOnboarding(payload: OnboardingSubmission) {
  return apiRequest<SubmissionResult>('POST', '/api/onboarding/submit', payload)
}

export function useSubmitOnboarding() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitOnboarding,
    // Everything a submission changes: the user's onboarding_completed, the progress record, the company's
    // name (shown by the team panel), what the agents derive from the answers (recommendations, hours saved) and
    // the privacy controls the questionnaire sets (docs/decisions/101-privacy-controls.md).
    onSuccess: () =>
      Promise.all(
        [userKeys.all, progressKeys.all, teamKeys.all, agentKeys.all, privacySettingsKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
