import { Controller, type FieldPath } from 'react-hook-form'
import type { Choice } from '@/shared/options/improved-choices'
import type { ImprovedAssessmentInput } from '@/shared/schemas/improved-assessment'
import { RadioCards } from '@/client/components/ui/radio-cards'
import type { AssessmentForm } from '../hooks/use-assessment-form'

type ChoiceGroupProps = {
  form: AssessmentForm
  name: FieldPath<ImprovedAssessmentInput>
  legend: string
  choices: readonly Choice[]
  columns?: 2 | 3
}

/** One enumeration of the assessment form as radio cards bound to react-hook-form. */
export function ChoiceGroup({ form, name, legend, choices, columns = 2 }: ChoiceGroupProps) {
  const error = form.formState.errors[name as keyof ImprovedAssessmentInput]?.message
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <RadioCards
          ref={field.ref}
          legend={legend}
          options={choices}
          value={typeof field.value === 'string' ? field.value : ''}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
          columns={columns === 3 ? 'three' : 'two'}
        />
      )}
    />
  )
}
