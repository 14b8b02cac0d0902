import { LeadsPage } from '@/client/features/admin-leads/components/leads-page'
import { RequireStaff } from '@/client/features/auth/components/require-staff'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** The back office's Leads page (docs/product.md#back-office): staff only, the 404 page for anyone else. */
export function AdminLeadsRoute() {
  return (
    <RequireStaff>
      {(user) => (
        <AppShell user={user}>
          <LeadsPage />
        </AppShell>
      )}
    </RequireStaff>
  )
}
