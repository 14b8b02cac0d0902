import { format, startOfToday } from 'date-fns'
import * as React from 'react'
import type { DemoSlotId } from '@/shared/scheduling/demo-slots'
import type { DemoBooking, DemoBookingRequest } from '@/shared/schemas/demo-booking'
import { Button } from '@/client/components/ui/button'
import { Calendar } from '@/client/components/ui/calendar'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { ApiError, getErrorMessage } from '@/client/lib/api-client'
import { useCreateBooking } from '../api/create-booking'
import { formatTimeZoneLabel } from './time-zone-label'
import { SlotPicker } from './slot-picker'

type BookingFormProps = {
  timeZone: string
  details: Omit<DemoBookingRequest, 'date' | 'slot' | 'time_zone'>
  onBooked: (booking: DemoBooking) => void
}

// Weekends and past dates cannot be selected (docs/product.md#scheduling).
const DISABLED_DAYS = [{ dayOfWeek: [0, 6] }, { before: startOfToday() }]

export function BookingForm({ timeZone, details, onBooked }: BookingFormProps) {
  const [day, setDay] = React.useState<Date | undefined>()
  const [slot, setSlot] = React.useState<DemoSlotId | undefined>()
  const [problem, setProblem] = React.useState<string>()
  const booking = useCreateBooking()
  const date = day ? format(day, 'yyyy-MM-dd') : undefined

  const book = () => {
    if (!date || !slot) return
    setProblem(undefined)
    booking.mutate(
      { ...details, date, slot, time_zone: timeZone },
      {
        onSuccess: onBooked,
        onError: (error) => {
          // A slot taken meanwhile (409): the refreshed list offers the others.
          if (error instanceof ApiError && error.status === 409) setSlot(undefined)
          setProblem(getErrorMessage(error, 'Could not book this time'))
        },
      },
    )
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Schedule your onboarding call</CardTitle>
        <CardDescription>Pick a weekday and a time. Your login credentials are handed over during the call.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[auto_1fr]">
        <Calendar
          mode="single"
          selected={day}
          onSelect={(next) => {
            setDay(next)
            setSlot(undefined)
            setProblem(undefined)
          }}
          disabled={DISABLED_DAYS}
          startMonth={startOfToday()}
          className="rounded-lg border"
        />
        <div className="grid content-start gap-4">
          {/* Slots are wall-clock times in the visitor's zone, so the page names it (docs/decisions/087). */}
          <p className="text-sm text-muted-foreground">Times in {formatTimeZoneLabel(timeZone, day ?? new Date())}</p>
          <SlotPicker date={date} timeZone={timeZone} value={slot} onChange={setSlot} />
          {problem ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {problem}
            </p>
          ) : null}
          <Button size="lg" disabled={!date || !slot || booking.isPending} onClick={book}>
            {booking.isPending ? 'Booking...' : 'Book Now'}
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
