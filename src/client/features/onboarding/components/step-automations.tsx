import { useFormContext, useWatch } from 'react-hook-form'
import { AUTOMATION_OPTIONS } from '@/shared/options/onboarding-goals'
import type { OnboardingForm } from '@/shared/schemas/onboarding'
import { FormSection } from '@/client/components/form/form-fields'
import { CheckboxListField, SelectField, TextAreaField } from './onboarding-fields'

/** Step 5, Desired Automations (docs/product.md#wizard-automations). */
export function StepAutomations() {
  const { control, getValues, setValue } = useFormContext<OnboardingForm>()
  const first = useWatch({ control, name: 'onboarding.automation_priority_1' })
  // The second priority may not repeat the first (docs/product.md#onboarding-validation); a clash clears the second.
  const clearClash = (value: string) => {
    if (value && getValues('onboarding.automation_priority_2') === value)
      setValue('onboarding.automation_priority_2', '', { shouldDirty: true })
  }
  return (
    <FormSection title="Automations">
      <CheckboxListField name="automations" legend="Which automations would help your business?" options={AUTOMATION_OPTIONS} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="onboarding.automation_priority_1"
          label="Top priority 1"
          options={AUTOMATION_OPTIONS}
          onValueChange={clearClash}
        />
        <SelectField
          name="onboarding.automation_priority_2"
          label="Top priority 2"
          options={AUTOMATION_OPTIONS}
          disabledValues={first ? [first] : []}
        />
      </div>
      <TextAreaField
        name="onboarding.custom_automation"
        label="Custom automation needs"
        description="Anything else you would like automated."
      />
    </FormSection>
  )
}
