import * as React from 'react'
import { cn } from '@/client/lib/cn'
import { NativeRadio } from './native-radio'
import { OPTION_CARD_CLASS } from './option-card'
import { FieldError } from './field'

type RadioCardsProps = {
  legend: string
  options: readonly { value: string; label: string }[]
  value: string
  onValueChange: (value: string) => void
  onBlur?: () => void
  error?: string
  /** 'three' keeps two columns on phones: the three-column lists hold short labels (sizes, budgets). */
  columns?: 'one' | 'two' | 'three'
  /** Given to the first radio, which takes the focus when a form reports this field's error. */
  ref?: React.Ref<HTMLInputElement>
}

const COLUMNS = { one: 'grid-cols-1', two: 'sm:grid-cols-2', three: 'grid-cols-2 sm:grid-cols-3' } as const

/**
 * A labelled radio group drawn as selectable cards, its error read with it (aria-describedby). Native radios,
 * so public pages' first load carries no Radix radio group (docs/decisions/023); the browser gives the arrow keys.
 */
export function RadioCards({ legend, options, value, onValueChange, onBlur, error, columns = 'two', ref }: RadioCardsProps) {
  const id = React.useId()
  return (
    <fieldset className="grid gap-3">
      <legend id={`${id}-legend`} className="mb-3 text-sm font-medium">
        {legend}
      </legend>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-legend`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn('grid gap-2', COLUMNS[columns])}
      >
        {options.map((option, index) => (
          <label key={option.value} htmlFor={`${id}-${option.value}`} className={OPTION_CARD_CLASS}>
            <NativeRadio
              ref={index === 0 ? ref : undefined}
              id={`${id}-${option.value}`}
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}
