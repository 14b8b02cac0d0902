import { useUser } from '@/client/features/auth/api/get-user'
import { OnboardingWizard } from '@/client/features/onboarding/components/onboarding-wizard'

/** /onboarding: open to visitors; whether someone is signed in only matters at submit. */
export function OnboardingRoute() {
  const userQuery = useUser()
  return (
    <OnboardingWizard signedIn={userQuery.isSuccess ? userQuery.data !== null : undefined} canSubmit={userQuery.data?.role !== 'member'} />
  )
}
