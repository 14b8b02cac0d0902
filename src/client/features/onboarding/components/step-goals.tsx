import { Controller, useFormContext } from 'react-hook-form'
import { clampTimeSavings } from '@/shared/formulas/onboarding'
import { GOAL_OPTIONS, ROI_TIMELINE_OPTIONS, SUCCESS_METRIC_OPTIONS } from '@/shared/options/onboarding-goals'
import { TIME_SAVINGS_MAX, type OnboardingForm } from '@/shared/schemas/onboarding'
import { FormSection } from '@/client/components/form/form-fields'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { CheckboxListField, SelectField } from './onboarding-fields'

/** Step 4, Goals & ROI (docs/product.md#wizard-goals-roi). */
export function StepGoals() {
  const { control } = useFormContext<OnboardingForm>()
  return (
    <FormSection title="Goals and return on investment">
      <SelectField name="onboarding.success_metrics" label="Primary success metric" options={SUCCESS_METRIC_OPTIONS} />
      <CheckboxListField name="goals" legend="Specific goal areas" options={GOAL_OPTIONS} />
      <Controller
        control={control}
        name="onboarding.time_savings"
        render={({ field, fieldState }) => (
          <Field
            label="Expected time savings (hours per week)"
            description={`A whole number from 0 to ${TIME_SAVINGS_MAX}.`}
            error={fieldState.error?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={TIME_SAVINGS_MAX}
              step={1}
              name={field.name}
              ref={field.ref}
              value={field.value}
              // 0 to 168, non-numeric becomes 0 (docs/product.md#onboarding-validation), applied as the user types.
              onChange={(event) => field.onChange(clampTimeSavings(event.target.value))}
              onBlur={field.onBlur}
              className="sm:max-w-48"
            />
          </Field>
        )}
      />
      <SelectField name="onboarding.roi_timeline" label="Expected ROI timeline" options={ROI_TIMELINE_OPTIONS} />
    </FormSection>
  )
}
