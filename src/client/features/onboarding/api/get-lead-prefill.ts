import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OnboardingPrefill } from '@/shared/schemas/onboarding-prefill'
import { apiRequest } from '@/client/lib/api-client'

export function getLeadPrefill() {
  return apiRequest<OnboardingPrefill>('GET', '/api/onboarding/prefill')
}

export function leadPrefillQueryOptions() {
  return queryOptions({
    queryKey: ['onboarding-prefill'],
    queryFn: getLeadPrefill,
    // The lead's answers do not change; an account without a company (staff) gets a 404 that retrying will not change.
    staleTime: Infinity,
    retry: false,
  })
}

/**
 * The answers of the lead AgentWorks set the workspace up from (docs/product.md#back-office), asked once someone is
 * signed in; empty for a company that came from no lead.
 */
export function useLeadPrefill(signedIn: boolean) {
  return useQuery({ ...leadPrefillQueryOptions(), enabled: signedIn })
}
