import { RecommendationCarousel } from '@/client/features/agents/components/recommendation-carousel'
import { useUser } from '@/client/features/auth/api/get-user'
import { ConfirmedSubmission } from '@/client/features/onboarding/components/confirmed-submission'

/** The confirmation of a real submission, then the recommendation view for a signed-in user (docs/decisions/050, 088). */
export function DeploymentConfirmationRoute() {
  const user = useUser()
  return <ConfirmedSubmission>{user.data ? <RecommendationCarousel canDeploy={user.data.role === 'owner'} /> : null}</ConfirmedSubmission>
}
