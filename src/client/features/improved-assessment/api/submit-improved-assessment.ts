import { useMutation } from '@tanstack/react-query'
import type { ImprovedAssessment, ImprovedSubmission } from '@/shared/schemas/improved-assessment'
import { apiRequest } from '@/client/lib/api-client'
import { getArrivalRef } from '@/client/lib/arrival'

/** POST /api/onboarding/improved (docs/product.md#improved-submit); any non-OK answer is a failure. */
export function submitImprovedAssessment(assessment: ImprovedAssessment) {
  return apiRequest<ImprovedSubmission>('POST', '/api/onboarding/improved', { ...assessment, ref: getArrivalRef() })
}

export function useSubmitImprovedAssessment() {
  return useMutation({ mutationFn: submitImprovedAssessment })
}
