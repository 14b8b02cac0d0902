import { N8nConnectionPage } from '@/client/features/admin-n8n/components/n8n-connection-page'
import { RequireStaff } from '@/client/features/auth/components/require-staff'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** The back office's n8n connection page (docs/product.md#back-office): staff only, the 404 page for anyone else. */
export function AdminN8nRoute() {
  return (
    <RequireStaff>
      {(user) => (
        <AppShell user={user}>
          <div className="grid gap-6">
            <div className="grid gap-1">
              <h1 className="text-2xl font-semibold tracking-tight">n8n connection</h1>
              <p className="text-sm text-muted-foreground">Where leads are sent, whether n8n takes them, and a test lead to try it.</p>
            </div>
            <N8nConnectionPage />
          </div>
        </AppShell>
      )}
    </RequireStaff>
  )
}
