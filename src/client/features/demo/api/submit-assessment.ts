import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import type { demoAssessmentRequestSchema, demoAssessmentResponseSchema } from '@/shared/schemas/demo-assessment'
import { apiRequest } from '@/client/lib/api-client'
import { getArrivalRef } from '@/client/lib/arrival'

export type SubmitAssessmentPayload = z.input<typeof demoAssessmentRequestSchema>

/** Stores the assessment as a lead, where the original requirements kept it in the browser (decision 022). */
export function submitAssessment(payload: SubmitAssessmentPayload) {
  return apiRequest<z.infer<typeof demoAssessmentResponseSchema>>('POST', '/api/demo/assessments', { ...payload, ref: getArrivalRef() })
}

export function useSubmitAssessment() {
  return useMutation({ mutationFn: submitAssessment })
}
