import * as React from 'react'
import { NativeRadio } from '@/client/components/ui/native-radio'
import { cn } from '@/client/lib/cn'

type ChoiceCardsProps = {
  legend: string
  options: readonly { value: string; label: string }[]
  value: string
  onValueChange: (value: string) => void
  columns?: 'one' | 'two' | 'three'
}

const COLUMNS = { one: 'grid-cols-1', two: 'sm:grid-cols-2', three: 'sm:grid-cols-2 lg:grid-cols-3' } as const

/** A labelled radio group drawn as selectable cards. */
export function ChoiceCards({ legend, options, value, onValueChange, columns = 'two' }: ChoiceCardsProps) {
  const legendId = React.useId()
  return (
    <div role="group" aria-labelledby={legendId} className="grid gap-3">
      <p id={legendId} className="text-sm font-medium">
        {legend}
      </p>
      <div role="radiogroup" aria-labelledby={legendId} className={cn('grid gap-2', COLUMNS[columns])}>
        {options.map((option) => {
          const id = `${legendId}-${option.value}`
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border bg-background px-3 py-3 text-sm transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-secondary"
            >
              <NativeRadio id={id} name={legendId} value={option.value} checked={value === option.value} onChange={() => onValueChange(option.value)} />
              <span>{option.label}</span>
            </label>
          )
        })}
      </div>
    </div>
  )
}
