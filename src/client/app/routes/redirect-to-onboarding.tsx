import { PreparingScreen, RedirectToOnboarding } from '@/client/features/account/components/redirect-to-onboarding'
import { RequireUser } from '@/client/features/auth/components/require-user'

export function RedirectToOnboardingRoute() {
  return (
    <RequireUser loading={<PreparingScreen />}>{(user) => <RedirectToOnboarding user={user} />}</RequireUser>
  )
}
