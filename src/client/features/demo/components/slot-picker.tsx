import type { DemoSlotId } from '@/shared/scheduling/demo-slots'
import { Spinner } from '@/client/components/ui/spinner'
import { getErrorMessage } from '@/client/lib/api-client'
import { cn } from '@/client/lib/cn'
import { useSlots } from '../api/get-slots'

type SlotPickerProps = { date: string | undefined; timeZone: string; value: DemoSlotId | undefined; onChange: (slot: DemoSlotId) => void }

/** The seven slots of the chosen day (docs/product.md#scheduling); booked ones and those too soon cannot be picked. */
export function SlotPicker({ date, timeZone, value, onChange }: SlotPickerProps) {
  const slots = useSlots(date, timeZone)
  if (!date) return <p className="text-sm text-muted-foreground">Choose a date to see the available times.</p>
  if (slots.isPending) return <Spinner label="Loading times" />
  if (slots.isError) return <p className="text-sm font-medium text-danger">{getErrorMessage(slots.error, 'Could not load the times')}</p>
  if (!slots.data.slots.some((slot) => slot.available))
    return <p className="text-sm text-muted-foreground">No times are left on this day. Please choose another date.</p>
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium">Available times</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {slots.data.slots.map((slot) => (
          <button
            key={slot.id}
            type="button"
            disabled={!slot.available}
            aria-pressed={value === slot.id}
            onClick={() => onChange(slot.id)}
            className={cn(
              'h-10 rounded-md border text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
              value === slot.id ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
              'disabled:cursor-not-allowed disabled:line-through disabled:opacity-50',
            )}
          >
            {slot.time}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
