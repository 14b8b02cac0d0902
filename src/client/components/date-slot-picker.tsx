import { format, startOfToday } from 'date-fns'
import * as React from 'react'
import type { DemoSlotId } from '@/shared/scheduling/demo-slots'
import { Calendar } from '@/client/components/ui/calendar'
import { Spinner } from '@/client/components/ui/spinner'
import { ApiError, getErrorMessage } from '@/client/lib/api-client'
import { cn } from '@/client/lib/cn'

// Weekends and past dates cannot be chosen (docs/product.md#scheduling); the server checks them in the visitor's zone.
const DISABLED_DAYS = [{ dayOfWeek: [0, 6] }, { before: startOfToday() }]

/** A slot of the chosen day; `current` marks the call's own when staff move it (docs/product.md#back-office). */
type PickableSlot = { id: DemoSlotId; time: string; available: boolean; current?: boolean }

/** The chosen day's slots query, as the picker reads it. */
type SlotsQuery = { isPending: boolean; isError: boolean; error: Error | null; data?: { slots: PickableSlot[] } }

/**
 * The day, the slot and the last refusal of a date-and-slot choice. A new day (or none, to start again) unpicks the
 * slot and forgets the refusal.
 */
export function useDateSlotChoice() {
  const [day, setDay] = React.useState<Date | undefined>()
  const [slot, setSlot] = React.useState<DemoSlotId | undefined>()
  const [problem, setProblem] = React.useState<string>()
  return {
    day,
    date: day ? format(day, 'yyyy-MM-dd') : undefined,
    slot,
    setSlot,
    problem,
    chooseDay: (next: Date | undefined) => {
      setDay(next)
      setSlot(undefined)
      setProblem(undefined)
    },
    clearProblem: () => setProblem(undefined),
    /** Shows why the server refused the choice; a slot taken meanwhile (409) is unpicked: the refreshed slots offer the others. */
    refuse: (error: unknown, fallback: string) => {
      if (error instanceof ApiError && error.status === 409) setSlot(undefined)
      setProblem(getErrorMessage(error, fallback))
    },
  }
}

type DateSlotPickerProps = {
  choice: ReturnType<typeof useDateSlotChoice>
  /** The slots of `choice.date`. */
  slots: SlotsQuery
  text: {
    /** The name of the group of times. */
    legend: string
    /** Shown until a date is chosen. */
    chooseDate: string
    /** Shown when no slot of the day is free. */
    noneFree: string
  }
  /** Shows the day's times under `text.noneFree` as well, instead of the sentence alone. */
  keepTimesWhenNoneFree?: boolean
  /** Announces a failed load of the times to screen readers as it appears. */
  alertOnLoadError?: boolean
  calendarClassName?: string
  /** Above the times. */
  header?: React.ReactNode
  /** Under the times and the refusal: what the choice is for. */
  children?: React.ReactNode
}

/**
 * A weekday from today on in a calendar, then one of the seven slots of that day (docs/product.md#scheduling): the
 * visitor booking a call and staff moving one pick them alike. Slots that are taken or too soon cannot be picked.
 */
export function DateSlotPicker({
  choice,
  slots,
  text,
  keepTimesWhenNoneFree = false,
  alertOnLoadError = false,
  calendarClassName,
  header,
  children,
}: DateSlotPickerProps) {
  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <Calendar
        mode="single"
        selected={choice.day}
        onSelect={choice.chooseDay}
        disabled={DISABLED_DAYS}
        startMonth={startOfToday()}
        className={cn('rounded-lg border', calendarClassName)}
      />
      <div className="grid content-start gap-4">
        {header}
        <SlotTimes
          date={choice.date}
          slots={slots}
          value={choice.slot}
          onChange={choice.setSlot}
          text={text}
          keepTimesWhenNoneFree={keepTimesWhenNoneFree}
          alertOnLoadError={alertOnLoadError}
        />
        {choice.problem ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {choice.problem}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  )
}

type SlotTimesProps = Pick<DateSlotPickerProps, 'slots' | 'text' | 'keepTimesWhenNoneFree' | 'alertOnLoadError'> & {
  date: string | undefined
  value: DemoSlotId | undefined
  onChange: (slot: DemoSlotId) => void
}

function SlotTimes({ date, slots, value, onChange, text, keepTimesWhenNoneFree, alertOnLoadError }: SlotTimesProps) {
  if (!date) return <p className="text-sm text-muted-foreground">{text.chooseDate}</p>
  if (slots.isPending) return <Spinner label="Loading times" />
  if (slots.isError || !slots.data)
    return (
      <p role={alertOnLoadError ? 'alert' : undefined} className="text-sm font-medium text-danger">
        {getErrorMessage(slots.error, 'Could not load the times')}
      </p>
    )
  const noneFree = !slots.data.slots.some((slot) => slot.available)
  if (noneFree && !keepTimesWhenNoneFree) return <p className="text-sm text-muted-foreground">{text.noneFree}</p>
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium">{text.legend}</legend>
      {noneFree ? <p className="mb-3 text-sm text-muted-foreground">{text.noneFree}</p> : null}
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
