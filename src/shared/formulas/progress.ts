import { ONBOARDING_STEPS, type OnboardingStepId } from '../wizards/onboarding-steps'
import type { Progress } from '../schemas/progress'

export type StepState = 'completed' | 'current' | 'locked'

/** Percentage of the 9 named steps completed (docs/product.md#progress-percentage), rounded. */
export function getProgressPercentage(progress: Progress): number {
  const done = ONBOARDING_STEPS.filter((step) => progress.steps_completed.includes(step.id)).length
  return Math.round((done / ONBOARDING_STEPS.length) * 100)
}

/** Completed wins over current; anything else is locked (docs/product.md#progress-percentage). */
export function getStepState(progress: Progress, stepId: OnboardingStepId): StepState {
  if (progress.steps_completed.includes(stepId)) return 'completed'
  if (progress.current_step === stepId) return 'current'
  return 'locked'
}

export const INITIAL_PROGRESS: Progress = { current_step: 'welcome', steps_completed: [] }
