import * as React from 'react'
import { Controller } from 'react-hook-form'
import type { Choice } from '@/shared/options/improved-choices'
import { NativeCheckbox } from '@/client/components/ui/native-checkbox'
import { OPTION_CARD_CLASS } from '@/client/components/ui/option-card'
import { cn } from '@/client/lib/cn'
import type { AssessmentForm } from '../hooks/use-assessment-form'

export type ListField = 'top_tools' | 'specific_processes'

type CheckboxListProps = {
  form: AssessmentForm
  name: ListField
  choices: readonly Choice[]
  /** Ties the boxes to the group's error, so a screen reader hears it on each one. */
  describedBy?: string
  /** Only the first list of a field takes the focus when its step fails validation. */
  focusTarget?: boolean
  className?: string
}

/** Checkboxes that add their value to, or remove it from, one list field. */
export function CheckboxList({ form, name, choices, describedBy, focusTarget = false, className }: CheckboxListProps) {
  const id = React.useId()
  const invalid = Boolean(form.formState.errors[name])
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const selected: string[] = Array.isArray(field.value) ? field.value : []
        return (
          <ul className={cn('grid gap-2 sm:grid-cols-2', className)}>
            {choices.map((choice, index) => (
              <li key={choice.value}>
                <label htmlFor={`${id}-${choice.value}`} className={OPTION_CARD_CLASS}>
                  <NativeCheckbox
                    id={`${id}-${choice.value}`}
                    ref={focusTarget && index === 0 ? field.ref : undefined}
                    checked={selected.includes(choice.value)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked ? [...selected, choice.value] : selected.filter((value) => value !== choice.value),
                      )
                    }
                    onBlur={field.onBlur}
                    aria-invalid={invalid ? true : undefined}
                    aria-describedby={invalid ? describedBy : undefined}
                  />
                  <span>{choice.label}</span>
                </label>
              </li>
            ))}
          </ul>
        )
      }}
    />
  )
}
