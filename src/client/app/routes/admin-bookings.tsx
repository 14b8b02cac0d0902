import { BookingsAgenda } from '@/client/features/admin-bookings/components/bookings-agenda'
import { RequireStaff } from '@/client/features/auth/components/require-staff'
import { AppShell } from '@/client/features/workspace-shell/components/app-shell'

/** The back office's Bookings page (docs/product.md#back-office): staff only, the 404 page for anyone else. */
export function AdminBookingsRoute() {
  return (
    <RequireStaff>
      {(user) => (
        <AppShell user={user}>
          <div className="grid gap-6">
            <h1 className="text-2xl font-semibold tracking-tight">Bookings</h1>
            <BookingsAgenda />
          </div>
        </AppShell>
      )}
    </RequireStaff>
  )
}
