import type { User } from '@/shared/schemas/auth'
import { AccountLayout } from '@/client/features/account/components/account-layout'
import { LogoutButton } from '@/client/features/auth/components/logout-button'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { DashboardPage } from '@/client/features/dashboard/components/dashboard-page'
import { DashboardSkeleton } from '@/client/features/dashboard/components/dashboard-skeleton'

/** /dashboard (spec 000 §2): signed-out visitors go to /auth. */
export function DashboardRoute() {
  return <RequireUser loading={<DashboardSkeleton />}>{(user) => <Dashboard user={user} />}</RequireUser>
}

function Dashboard({ user }: { user: User }) {
  return (
    <AccountLayout user={user} actions={<LogoutButton />}>
      <DashboardPage />
    </AccountLayout>
  )
}
