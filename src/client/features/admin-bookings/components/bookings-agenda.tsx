import * as React from 'react'
import { Button } from '@/client/components/ui/button'
import { Spinner } from '@/client/components/ui/spinner'
import { getErrorMessage } from '@/client/lib/api-client'
import { useBookings } from '../api/get-bookings'
import { formatZoneName, getLocalTimeZone, groupByDay } from '../lib/agenda'
import { BookingCard } from './booking-card'

/**
 * The agenda of demo calls still to come (docs/product.md#back-office), grouped by day in the staff member's own zone,
 * which it names; each call also shows the visitor's time.
 */
export function BookingsAgenda() {
  const bookings = useBookings()
  const [timeZone] = React.useState(getLocalTimeZone)
  if (bookings.isPending) return <Spinner label="Loading the calls" />
  if (bookings.isError)
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border border-danger/40 p-4">
        <p className="text-sm font-medium text-danger">{getErrorMessage(bookings.error, 'Could not load the calls')}</p>
        <Button type="button" variant="outline" size="sm" onClick={() => void bookings.refetch()}>
          Try again
        </Button>
      </div>
    )
  const days = groupByDay(bookings.data.bookings, timeZone)
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Times in your zone, {timeZone} ({formatZoneName(timeZone, new Date())}).
      </p>
      {days.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <h2 className="font-medium">No upcoming calls</h2>
          <p className="mt-1 text-sm text-muted-foreground">Calls booked on the demo page appear here.</p>
        </div>
      ) : (
        days.map((day) => (
          <section key={day.key} aria-labelledby={`day-${day.key}`} className="grid gap-3">
            <h2 id={`day-${day.key}`} className="text-base font-semibold">
              {day.label}
            </h2>
            <ul className="grid gap-3">
              {day.bookings.map((booking) => (
                <BookingCard key={booking.id} booking={booking} timeZone={timeZone} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}
