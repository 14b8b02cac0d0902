import { Navigate } from 'react-router'
import type { User } from '@/shared/schemas/auth'
import { Spinner } from '@/client/components/ui/spinner'
import { paths } from '@/client/config/paths'
import { useProgress } from '../api/get-progress'

const PREPARING = 'Preparing your onboarding experience'

/**
 * Where a freshly signed-in user belongs: staff to the back office (docs/product.md#back-office), others to the account
 * home when onboarding is done, else the current onboarding step ('welcome' when progress cannot be read).
 */
export function RedirectToOnboarding({ user }: { user: User }) {
  if (user.staff) return <Navigate to={paths.admin.getHref()} replace />
  if (user.onboarding_completed) return <Navigate to={paths.app.getHref()} replace />
  return <RedirectToCurrentStep user={user} />
}

function RedirectToCurrentStep({ user }: { user: User }) {
  const progressQuery = useProgress(user)
  if (progressQuery.isPending) return <PreparingScreen />
  const step = progressQuery.data?.current_step ?? 'welcome'
  return <Navigate to={paths.onboarding.getHref(step)} replace />
}

/** The Preparing screen (docs/product.md#redirect-to-onboarding). */
export function PreparingScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <Spinner className="size-8" label="Loading" />
      <h1 className="text-lg font-medium text-muted-foreground">{PREPARING}</h1>
    </main>
  )
}
