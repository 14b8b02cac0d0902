import type { User } from '@/shared/schemas/auth'
import { DashboardPage } from '@/client/features/agents/components/dashboard-page'
import { DashboardSkeleton } from '@/client/features/agents/components/dashboard-skeleton'
import { ReviewBacklog } from '@/client/features/approvals/components/review-backlog'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** /dashboard (docs/product.md#dashboard), in the workspace shell: signed-out visitors go to /auth. */
export function DashboardRoute() {
  return <RequireUser loading={<DashboardSkeleton />}>{(user) => <Dashboard user={user} />}</RequireUser>
}

function Dashboard({ user }: { user: User }) {
  return (
    <AppShell user={user}>
      <div className="grid grid-cols-1 gap-8">
        <div>
          <h1 className="text-title font-semibold">Dashboard</h1>
          <p className="mt-1 text-muted-foreground">Your agents, their health and the signals they hand each other, live.</p>
        </div>
        <ReviewBacklog />
        <DashboardPage canManage={user.role === 'owner'} />
      </div>
    </AppShell>
  )
}
