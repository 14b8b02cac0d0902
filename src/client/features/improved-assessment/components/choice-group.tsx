import * as React from 'react'
import { Controller, type FieldPath } from 'react-hook-form'
import type { Choice } from '@/shared/options/improved-choices'
import type { ImprovedAssessmentInput } from '@/shared/schemas/improved-assessment'
import { Label } from '@/client/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group'
import { cn } from '@/client/lib/cn'
import type { AssessmentForm } from '../hooks/use-assessment-form'

/** One option as a bordered, clickable card; shared by the radio and checkbox lists. */
export const OPTION_CARD_CLASS =
  'flex cursor-pointer items-center gap-2.5 rounded-lg border p-2.5 leading-snug font-normal transition-colors hover:bg-accent has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary sm:gap-3 sm:p-3'

type ChoiceGroupProps = {
  form: AssessmentForm
  name: FieldPath<ImprovedAssessmentInput>
  legend: string
  choices: readonly Choice[]
  columns?: 2 | 3
}

/** One enumeration as a labelled radio group, its error read with it (CONVENTIONS: Forms). */
export function ChoiceGroup({ form, name, legend, choices, columns = 2 }: ChoiceGroupProps) {
  const id = React.useId()
  const error = form.formState.errors[name as keyof ImprovedAssessmentInput]?.message
  return (
    <fieldset className="grid gap-3">
      <legend id={`${id}-legend`} className="mb-3 text-sm font-medium">
        {legend}
      </legend>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <RadioGroup
            ref={field.ref}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            aria-labelledby={`${id}-legend`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cn('grid gap-2', columns === 3 ? 'grid-cols-2 sm:grid-cols-3' : 'sm:grid-cols-2')}
          >
            {choices.map((choice) => (
              <Label
                key={choice.value}
                htmlFor={`${id}-${choice.value}`}
                className={OPTION_CARD_CLASS}
              >
                <RadioGroupItem id={`${id}-${choice.value}`} value={choice.value} />
                {choice.label}
              </Label>
            ))}
          </RadioGroup>
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
