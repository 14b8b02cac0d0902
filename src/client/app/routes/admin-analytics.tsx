import { AnalyticsPage } from '@/client/features/admin-analytics/components/analytics-page'
import { RequireStaff } from '@/client/features/auth/components/require-staff'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** The back office's Funnel analytics page (docs/product.md#back-office): staff only, the 404 page for anyone else. */
export function AdminAnalyticsRoute() {
  return (
    <RequireStaff>
      {(user) => (
        <AppShell user={user}>
          <AnalyticsPage />
        </AppShell>
      )}
    </RequireStaff>
  )
}
