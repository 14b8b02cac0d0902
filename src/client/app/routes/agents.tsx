import { AgentsListPage } from '@/client/features/agents/components/agents-list-page'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** /agents (docs/product.md#agents-page): signed-out visitors go to /auth. */
export function AgentsRoute() {
  return (
    <RequireUser>
      {(user) => (
        <AppShell user={user}>
          <AgentsListPage isOwner={user.role === 'owner'} onboardingCompleted={user.onboarding_completed} />
        </AppShell>
      )}
    </RequireUser>
  )
}
