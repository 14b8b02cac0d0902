import { DeploymentConfirmation } from '@/client/features/onboarding/components/deployment-confirmation'

export function DeploymentConfirmationRoute() {
  return <DeploymentConfirmation />
}
