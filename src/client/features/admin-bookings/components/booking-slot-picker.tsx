import type { DemoSlotId } from '@/shared/scheduling/demo-slots'
import { Spinner } from '@/client/components/ui/spinner'
import { getErrorMessage } from '@/client/lib/api-client'
import { cn } from '@/client/lib/cn'
import { useBookingSlots } from '../api/get-booking-slots'

type BookingSlotPickerProps = {
  bookingId: string
  date: string | undefined
  value: DemoSlotId | undefined
  onChange: (slot: DemoSlotId) => void
}

/** The seven slots of the chosen day in the visitor's zone; taken ones, those too soon and the call's own cannot be picked. */
export function BookingSlotPicker({ bookingId, date, value, onChange }: BookingSlotPickerProps) {
  const slots = useBookingSlots(bookingId, date)
  if (!date) return <p className="text-sm text-muted-foreground">Choose a date to see its times.</p>
  if (slots.isPending) return <Spinner label="Loading times" />
  if (slots.isError)
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        {getErrorMessage(slots.error, 'Could not load the times')}
      </p>
    )
  const open = slots.data.slots.some((slot) => slot.available)
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium">Times in the visitor’s zone, {slots.data.time_zone}</legend>
      {open ? null : <p className="mb-3 text-sm text-muted-foreground">No times are free on this day. Choose another date.</p>}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {slots.data.slots.map((slot) => (
          <button
            key={slot.id}
            type="button"
            disabled={!slot.available}
            aria-pressed={value === slot.id}
            aria-label={slot.current ? `${slot.time}, the call’s current time` : undefined}
            onClick={() => onChange(slot.id)}
            className={cn(
              'h-10 rounded-md border text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
              value === slot.id ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
              slot.current ? 'border-dashed border-primary' : null,
              'disabled:cursor-not-allowed disabled:opacity-50',
              !slot.available && !slot.current ? 'disabled:line-through' : null,
            )}
          >
            {slot.time}
            {slot.current ? <span aria-hidden="true"> (now)</span> : null}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
