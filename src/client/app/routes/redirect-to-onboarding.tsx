import { Navigate } from 'react-router'
import { PreparingScreen, RedirectToOnboarding } from '@/client/features/account/components/redirect-to-onboarding'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { getBrowserStorages, hasPendingSubmit } from '@/client/features/onboarding/lib/form-storage'
import { paths } from '@/client/config/paths'

export function RedirectToOnboardingRoute() {
  return (
    <RequireUser loading={<PreparingScreen />}>
      {(user) =>
        // Signed in to submit the questionnaire (docs/product.md#form-storage): back to its last step, even for a
        // user whose onboarding is already complete (a resubmission).
        hasPendingSubmit(getBrowserStorages()) ? (
          <Navigate to={paths.onboarding.getHref('completed')} replace />
        ) : (
          <RedirectToOnboarding user={user} />
        )
      }
    </RequireUser>
  )
}
