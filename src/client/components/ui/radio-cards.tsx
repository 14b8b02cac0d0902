import * as React from 'react'
import { cn } from '@/client/lib/cn'
import { OPTION_CARD_CLASS } from './option-card'
import { RadioGroup, RadioGroupItem } from './radio-group'

type RadioCardsProps = {
  legend: string
  options: readonly { value: string; label: string }[]
  value: string
  onValueChange: (value: string) => void
  onBlur?: () => void
  name?: string
  error?: string
  /** 'three' keeps two columns on phones: the three-column lists hold short labels (sizes, budgets). */
  columns?: 'one' | 'two' | 'three'
  ref?: React.Ref<HTMLDivElement>
}

const COLUMNS = { one: 'grid-cols-1', two: 'sm:grid-cols-2', three: 'grid-cols-2 sm:grid-cols-3' } as const

/** A labelled radio group drawn as selectable cards, its error read with it (CONVENTIONS: Forms). */
export function RadioCards({ legend, options, value, onValueChange, onBlur, name, error, columns = 'two', ref }: RadioCardsProps) {
  const id = React.useId()
  return (
    <fieldset className="grid gap-3">
      <legend id={`${id}-legend`} className="mb-3 text-sm font-medium">
        {legend}
      </legend>
      <RadioGroup
        ref={ref}
        name={name}
        value={value}
        onValueChange={onValueChange}
        onBlur={onBlur}
        aria-labelledby={`${id}-legend`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn('grid gap-2', COLUMNS[columns])}
      >
        {options.map((option) => (
          <label key={option.value} htmlFor={`${id}-${option.value}`} className={OPTION_CARD_CLASS}>
            <RadioGroupItem id={`${id}-${option.value}`} value={option.value} />
            <span>{option.label}</span>
          </label>
        ))}
      </RadioGroup>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
