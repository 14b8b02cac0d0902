import { ImprovedAssessmentPage } from '@/client/features/improved-assessment/components/improved-assessment-page'

export function ImprovedOnboardingRoute() {
  return <ImprovedAssessmentPage />
}
