import type { LeadBooking as Booking } from '@/shared/schemas/admin-leads'
import { Badge } from '@/client/components/ui/badge'
import { LeadSection } from './lead-section'

/** The call's start in its own time zone, as the visitor booked it. */
function formatStart(booking: Booking): string {
  try {
    return new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short', timeZone: booking.time_zone }).format(
      new Date(booking.starts_at),
    )
  } catch {
    return `${booking.date} ${booking.slot}`
  }
}

/** The demo lead's onboarding call, if they booked one. */
export function LeadBooking({ booking }: { booking: Booking | null }) {
  return (
    <LeadSection title="Booking">
      {booking === null ? (
        <p className="text-sm text-muted-foreground">No call booked.</p>
      ) : (
        <div className="grid gap-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            {booking.cancelled_at ? <Badge variant="muted">Cancelled</Badge> : <Badge variant="success">Booked</Badge>}
            <span className="font-medium">{formatStart(booking)}</span>
          </div>
          <p className="text-muted-foreground">
            Slot {booking.slot} on {booking.date} ({booking.time_zone})
          </p>
          {booking.cancelled_at ? (
            <p className="text-muted-foreground">Cancelled {new Date(booking.cancelled_at).toLocaleString()}</p>
          ) : null}
        </div>
      )}
    </LeadSection>
  )
}
