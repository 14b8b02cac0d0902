import * as React from 'react'
import type { AdminBooking } from '@/shared/schemas/admin-bookings'
import { DateSlotPicker, useDateSlotChoice } from '@/client/components/date-slot-picker'
import { Button } from '@/client/components/ui/button'
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
import { useBookingSlots } from '../api/get-booking-slots'
import { useMoveBooking } from '../api/move-booking'

/**
 * Moves a call to another date and free slot (docs/product.md#back-office). The visitor is mailed an update of the
 * event already in their calendar.
 */
export function MoveBookingDialog({ booking }: { booking: AdminBooking }) {
  const [open, setOpen] = React.useState(false)
  const choice = useDateSlotChoice()
  const { date, slot } = choice
  const slots = useBookingSlots(booking.id, date)
  const move = useMoveBooking(booking.id)

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) choice.chooseDay(undefined)
  }

  const confirm = () => {
    if (!date || !slot) return
    choice.clearProblem()
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
        onError: (error) => choice.refuse(error, 'Could not move the call'),
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
        <DateSlotPicker
          choice={choice}
          slots={slots}
          text={{
            legend: `Times in the visitor’s zone, ${slots.data?.time_zone ?? booking.time_zone}`,
            chooseDate: 'Choose a date to see its times.',
            noneFree: 'No times are free on this day. Choose another date.',
          }}
          // The call's own time stays in sight, marked, even on a day with nothing free.
          keepTimesWhenNoneFree
          alertOnLoadError
          calendarClassName="justify-self-center"
        />
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
