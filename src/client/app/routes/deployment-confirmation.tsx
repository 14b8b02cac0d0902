import { RecommendationCarousel } from '@/client/features/agents/components/recommendation-carousel'
import { useUser } from '@/client/features/auth/api/get-user'
import { DeploymentConfirmation } from '@/client/features/onboarding/components/deployment-confirmation'

/** The confirmation, then the recommendation view for a signed-in user (docs/decisions/050). */
export function DeploymentConfirmationRoute() {
  const user = useUser()
  return (
    <DeploymentConfirmation>{user.data ? <RecommendationCarousel canDeploy={user.data.role === 'owner'} /> : null}</DeploymentConfirmation>
  )
}
