import { z } from 'zod'
import { LEAD_SOURCES } from '../backoffice/lead-kinds'
import { onboardingAnswersSchema } from './onboarding'

/**
 * GET /api/onboarding/prefill: the questionnaire's answers taken from the lead a workspace was set up from
 * (docs/product.md#back-office); each one a value the questionnaire accepts, and the form fills only blank answers with
 * them (docs/decisions/091-questionnaire-prefill-and-required.md). Empty when the company came from no lead.
 */
export const onboardingPrefillSchema = z.object({
  source: z.enum(LEAD_SOURCES).nullable(),
  company: z.object({ name: z.string(), website: z.string(), industry: z.string() }).partial(),
  onboarding: onboardingAnswersSchema.partial(),
})
export type OnboardingPrefill = z.infer<typeof onboardingPrefillSchema>
