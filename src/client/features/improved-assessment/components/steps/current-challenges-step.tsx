import { HOURS_MAX, HOURS_MIN } from '@/shared/schemas/improved-assessment'
import { PRIMARY_CHALLENGES } from '@/shared/options/improved-choices'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import type { AssessmentForm } from '../../hooks/use-assessment-form'
import { ChoiceGroup } from '../choice-group'

export function CurrentChallengesStep({ form }: { form: AssessmentForm }) {
  return (
    <div className="grid gap-6">
      <ChoiceGroup form={form} name="primary_challenge" legend="What is your biggest challenge right now?" choices={PRIMARY_CHALLENGES} />
      <Field
        label="Hours your team spends on repetitive work each week"
        description={`Between ${HOURS_MIN} and ${HOURS_MAX}. Your potential savings appear as you type.`}
        error={form.formState.errors.hours_spent_weekly?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={HOURS_MIN}
          max={HOURS_MAX}
          step={1}
          placeholder="10"
          className="max-w-40"
          {...form.register('hours_spent_weekly', { valueAsNumber: true })}
        />
      </Field>
    </div>
  )
}
