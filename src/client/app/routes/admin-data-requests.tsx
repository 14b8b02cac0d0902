import { DataRequestsPage } from '@/client/features/admin-data-requests/components/data-requests-page'
import { RequireStaff } from '@/client/features/auth/components/require-staff'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** The back office's Data requests page (docs/product.md#back-office): staff only, the 404 page for anyone else. */
export function AdminDataRequestsRoute() {
  return (
    <RequireStaff>
      {(user) => (
        <AppShell user={user}>
          <div className="grid gap-6">
            <div className="grid gap-1">
              <h1 className="text-2xl font-semibold tracking-tight">Data requests</h1>
              <p className="text-sm text-muted-foreground">People who looked up or deleted what we hold about their e-mail address.</p>
            </div>
            <DataRequestsPage />
          </div>
        </AppShell>
      )}
    </RequireStaff>
  )
}
