import { format, startOfToday } from 'date-fns'
import * as React from 'react'
import type { AdminBooking } from '@/shared/schemas/admin-bookings'
import type { DemoSlotId } from '@/shared/scheduling/demo-slots'
import { Button } from '@/client/components/ui/button'
import { Calendar } from '@/client/components/ui/calendar'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog'
import { toast } from '@/client/hooks/use-toast'
import { ApiError, getErrorMessage } from '@/client/lib/api-client'
import { useMoveBooking } from '../api/move-booking'
import { BookingSlotPicker } from './booking-slot-picker'

// Weekends and past dates cannot be chosen (docs/product.md#scheduling); the server checks them in the visitor's zone.
const DISABLED_DAYS = [{ dayOfWeek: [0, 6] }, { before: startOfToday() }]

/**
 * Moves a call to another date and free slot (docs/product.md#back-office). The visitor is mailed an update of the
 * event already in their calendar.
 */
export function MoveBookingDialog({ booking }: { booking: AdminBooking }) {
  const [open, setOpen] = React.useState(false)
  const [day, setDay] = React.useState<Date | undefined>()
  const [slot, setSlot] = React.useState<DemoSlotId | undefined>()
  const [problem, setProblem] = React.useState<string>()
  const move = useMoveBooking(booking.id)
  const date = day ? format(day, 'yyyy-MM-dd') : undefined

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) return
    setDay(undefined)
    setSlot(undefined)
    setProblem(undefined)
  }

  const confirm = () => {
    if (!date || !slot) return
    setProblem(undefined)
    move.mutate(
      { date, slot },
      {
        onSuccess: (moved) => {
          onOpenChange(false)
          toast({
            title: 'Call moved',
            description: `${moved.company_name || moved.contact_email}: ${moved.date}, ${moved.time}. The visitor is e-mailed the new time.`,
          })
        },
        onError: (error) => {
          // Taken meanwhile (409): the refreshed slots offer the others.
          if (error instanceof ApiError && error.status === 409) setSlot(undefined)
          setProblem(getErrorMessage(error, 'Could not move the call'))
        },
      },
    )
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          Move<span className="sr-only"> the call with {booking.company_name || booking.contact_email}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl p-4 sm:p-6">
        <DialogTitle>Move the call with {booking.contact_name || booking.contact_email}</DialogTitle>
        <DialogDescription>
          Now {booking.date} at {booking.time} ({booking.time_zone}). Choose a new date and time; the visitor is e-mailed the change with an
          update for their calendar.
        </DialogDescription>
        <div className="grid gap-6 md:grid-cols-[auto_1fr]">
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
            className="justify-self-center rounded-lg border"
          />
          <div className="grid content-start gap-4">
            <BookingSlotPicker bookingId={booking.id} date={date} value={slot} onChange={setSlot} />
            {problem ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {problem}
              </p>
            ) : null}
          </div>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              Keep the time
            </Button>
          </DialogClose>
          <Button type="button" disabled={!date || !slot || move.isPending} onClick={confirm}>
            {move.isPending ? 'Moving…' : 'Move call'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
