import type { DemoBooking, DemoBookingRequest } from '@/shared/schemas/demo-booking'
import { DateSlotPicker, useDateSlotChoice } from '@/client/components/date-slot-picker'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { useCreateBooking } from '../api/create-booking'
import { useSlots } from '../api/get-slots'
import { formatTimeZoneLabel } from './time-zone-label'

type BookingFormProps = {
  timeZone: string
  details: Omit<DemoBookingRequest, 'date' | 'slot' | 'time_zone'>
  onBooked: (booking: DemoBooking) => void
}

const SLOT_TEXT = {
  legend: 'Available times',
  chooseDate: 'Choose a date to see the available times.',
  noneFree: 'No times are left on this day. Please choose another date.',
}

export function BookingForm({ timeZone, details, onBooked }: BookingFormProps) {
  const choice = useDateSlotChoice()
  const { date, slot } = choice
  const slots = useSlots(date, timeZone)
  const booking = useCreateBooking()

  const book = () => {
    if (!date || !slot) return
    choice.clearProblem()
    booking.mutate(
      { ...details, date, slot, time_zone: timeZone },
      { onSuccess: onBooked, onError: (error) => choice.refuse(error, 'Could not book this time') },
    )
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Schedule your onboarding call</CardTitle>
        <CardDescription>Pick a weekday and a time. Your login credentials are handed over during the call.</CardDescription>
      </CardHeader>
      <CardContent>
        <DateSlotPicker
          choice={choice}
          slots={slots}
          text={SLOT_TEXT}
          // Slots are wall-clock times in the visitor's zone, so the page names it (docs/decisions/087).
          header={<p className="text-sm text-muted-foreground">Times in {formatTimeZoneLabel(timeZone, choice.day ?? new Date())}</p>}
        >
          <Button size="lg" disabled={!date || !slot || booking.isPending} onClick={book}>
            {booking.isPending ? 'Booking...' : 'Book Now'}
          </Button>
        </DateSlotPicker>
      </CardContent>
    </Card>
  )
}
