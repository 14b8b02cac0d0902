import { z } from 'zod'
import { ONBOARDING_STEP_IDS } from '../wizards/onboarding-steps'

const stepIdSchema = z.enum(ONBOARDING_STEP_IDS)

export const progressSchema = z.object({
  current_step: stepIdSchema,
  steps_completed: z.array(stepIdSchema),
})
export type Progress = z.infer<typeof progressSchema>

export const updateProgressSchema = z.strictObject({
  current_step: stepIdSchema,
  steps_completed: z.array(stepIdSchema).max(ONBOARDING_STEP_IDS.length),
})
export type UpdateProgressInput = z.input<typeof updateProgressSchema>
