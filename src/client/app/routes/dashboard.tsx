import type { User } from '@/shared/schemas/auth'
import { AccountLayout } from '@/client/features/account/components/account-layout'
import { DashboardPage } from '@/client/features/agents/components/dashboard-page'
import { DashboardSkeleton } from '@/client/features/agents/components/dashboard-skeleton'
import { LogoutButton } from '@/client/features/auth/components/logout-button'
import { RequireUser } from '@/client/features/auth/components/require-user'

/** /dashboard (docs/product.md#dashboard): signed-out visitors go to /auth. */
export function DashboardRoute() {
  return <RequireUser loading={<DashboardSkeleton />}>{(user) => <Dashboard user={user} />}</RequireUser>
}

function Dashboard({ user }: { user: User }) {
  return (
    <AccountLayout user={user} actions={<LogoutButton />}>
      <DashboardPage canManage={user.role === 'owner'} />
    </AccountLayout>
  )
}
