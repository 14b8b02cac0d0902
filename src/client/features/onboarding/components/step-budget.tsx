import { BUDGET_RANGE_OPTIONS, BUDGET_TYPE_OPTIONS, DEADLINE_OPTIONS, REVENUE_RANGE_OPTIONS } from '@/shared/options/onboarding-budget'
import { FormSection } from '@/client/components/form/form-fields'
import { RadioField, SelectField, TextAreaField } from './onboarding-fields'

/** Step 6, Budget & Timeline (docs/product.md#wizard-budget-timeline). */
export function StepBudget() {
  return (
    <FormSection title="Budget and timeline">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField name="onboarding.revenue_range" label="Annual revenue range" options={REVENUE_RANGE_OPTIONS} />
        <SelectField name="onboarding.budget_range" label="Budget range" options={BUDGET_RANGE_OPTIONS} />
      </div>
      <RadioField name="onboarding.budget_type" legend="Budget type" options={BUDGET_TYPE_OPTIONS} />
      <SelectField name="onboarding.implementation_deadline" label="Implementation deadline" options={DEADLINE_OPTIONS} />
      <TextAreaField
        name="onboarding.decision_factors"
        label="Key decision factors"
        description="What will you weigh when choosing a solution?"
      />
    </FormSection>
  )
}
