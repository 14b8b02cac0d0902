import { RequireStaff } from '@/client/features/auth/components/require-staff'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** The back office's Data requests page (docs/product.md#back-office): staff only, the 404 page for anyone else. */
export function AdminDataRequestsRoute() {
  return (
    <RequireStaff>
      {(user) => (
        <AppShell user={user}>
          <h1 className="text-2xl font-semibold tracking-tight">Data requests</h1>
        </AppShell>
      )}
    </RequireStaff>
  )
}
