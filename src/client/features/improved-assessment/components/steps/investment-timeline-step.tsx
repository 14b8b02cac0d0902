import { MONTHLY_BUDGETS, TIMELINES } from '@/shared/options/improved-choices'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import type { AssessmentForm } from '../../hooks/use-assessment-form'
import { ChoiceGroup } from '../choice-group'

export function InvestmentTimelineStep({ form }: { form: AssessmentForm }) {
  return (
    <div className="grid gap-6">
      <ChoiceGroup
        form={form}
        name="monthly_budget"
        legend="What monthly budget do you have for automation?"
        choices={MONTHLY_BUDGETS}
        columns={3}
      />
      {/* A custom amount that is not a number is ignored, never an error (docs/product.md#improved-validation). */}
      <Field label="Custom monthly amount in USD (optional)" description="Numbers only; anything else is ignored.">
        <Input inputMode="decimal" autoComplete="off" placeholder="2500" className="max-w-48" {...form.register('custom_investment')} />
      </Field>
      <ChoiceGroup form={form} name="timeline" legend="When would you like to start?" choices={TIMELINES} />
    </div>
  )
}
