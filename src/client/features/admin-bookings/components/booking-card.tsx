import { Link } from 'react-router'
import type { AdminBooking } from '@/shared/schemas/admin-bookings'
import { paths } from '@/client/config/paths'
import { formatTimeIn, formatZoneName } from '../lib/agenda'
import { CancelBookingDialog } from './cancel-booking-dialog'
import { MoveBookingDialog } from './move-booking-dialog'

/** One call of the agenda: when for the staff member and for the visitor, who, their lead, and what staff can do. */
export function BookingCard({ booking, timeZone }: { booking: AdminBooking; timeZone: string }) {
  const startsAt = new Date(booking.starts_at)
  const who = booking.company_name || booking.contact_name || booking.contact_email
  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:grid-cols-[6rem_1fr_auto] sm:items-center">
      <p className="text-lg font-semibold tabular-nums">
        <time dateTime={booking.starts_at}>{formatTimeIn(booking.starts_at, timeZone)}</time>
      </p>
      <div className="grid min-w-0 gap-1">
        <h3 className="truncate font-medium">{who}</h3>
        <p className="truncate text-sm text-muted-foreground">
          {booking.contact_name ? `${booking.contact_name} · ` : null}
          <a className="underline-offset-4 hover:underline" href={`mailto:${booking.contact_email}`}>
            {booking.contact_email}
          </a>
        </p>
        <p className="text-sm text-muted-foreground">
          Their time: {formatTimeIn(booking.starts_at, booking.time_zone)} {formatZoneName(booking.time_zone, startsAt)} (
          {booking.time_zone}){booking.sequence > 0 ? ' · rescheduled' : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        {booking.lead_id ? (
          <Link
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            to={paths.adminLead.getHref(booking.lead_id)}
          >
            Open lead<span className="sr-only"> of {who}</span>
          </Link>
        ) : null}
        <MoveBookingDialog booking={booking} />
        <CancelBookingDialog booking={booking} />
      </div>
    </li>
  )
}
