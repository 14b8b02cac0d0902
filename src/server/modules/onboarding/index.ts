// The onboarding module: questionnaire progress, submissions and the automation-plan e-mail.
export { progressRoutes } from './progress-routes'
export { submitRoutes } from './submit-routes'
export { submissionStatusRoutes } from './submission-status-routes'
export { getProgress, saveProgress } from './progress'
export { onboardingProgress, onboardingSubmissions } from './schema'
export { sourceLeadRoutes } from './lead-prefill-routes'
