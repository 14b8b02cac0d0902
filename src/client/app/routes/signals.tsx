import { SignalsPage } from '@/client/features/agents/components/signals-page'
import { RequireUser } from '@/client/features/auth/components/require-user'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** /signals (docs/product.md#signals-page): signed-out visitors go to /auth. */
export function SignalsRoute() {
  return (
    <RequireUser>
      {(user) => (
        <AppShell user={user}>
          <SignalsPage />
        </AppShell>
      )}
    </RequireUser>
  )
}
