import * as React from 'react'
import { Checkbox } from '@/client/components/ui/checkbox'
import { Label } from '@/client/components/ui/label'
import { cn } from '@/client/lib/cn'
import { FieldError } from '@/client/components/ui/field'

type ChoiceGroupProps = {
  legend: string
  options: readonly string[]
  value: readonly string[]
  onChange: (value: string[]) => void
  error?: string
  columns?: 1 | 2 | 3
}

/** A labelled set of checkboxes for a list field, with its error in red under it (docs/product.md#demo-validation). */
export function ChoiceGroup({ legend, options, value, onChange, error, columns = 2 }: ChoiceGroupProps) {
  const id = React.useId()
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? options.filter((item) => item === option || value.includes(item)) : value.filter((item) => item !== option))
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined} className="grid gap-3">
      <legend className="mb-3 text-sm leading-none font-medium">{legend}</legend>
      <div className={cn('grid gap-2.5', columns === 2 && 'sm:grid-cols-2', columns === 3 && 'sm:grid-cols-3')}>
        {options.map((option, index) => (
          <div key={option} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${index}`}
              checked={value.includes(option)}
              onCheckedChange={(checked) => toggle(option, checked === true)}
            />
            <Label htmlFor={`${id}-${index}`} className="font-normal">
              {option}
            </Label>
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  )
}
