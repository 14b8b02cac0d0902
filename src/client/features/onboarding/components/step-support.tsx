import { Lock } from 'lucide-react'
import { SUPPORT_HOURS_OPTIONS, SUPPORT_NEED_OPTIONS } from '@/shared/options/onboarding-budget'
import { getPrivacyControlOption } from '@/shared/options/privacy-controls'
import { FormSection } from '@/client/components/form/form-fields'
import { CheckboxListField, SelectField, SwitchField, TextAreaField } from './onboarding-fields'

// Step 1 asks the fourth, analytics consent; the words are the ones Settings → Privacy shows (decision 101).
const STEP_CONTROLS = ['dataCollection', 'localProcessing', 'agentDataSharing'] as const

/** Step 7, Support, with the Privacy Controls panel (docs/product.md#wizard-support). */
export function StepSupport() {
  return (
    <div className="grid gap-6">
      <FormSection title="Support needs">
        <CheckboxListField name="supportNeeds" legend="What support do you need?" options={SUPPORT_NEED_OPTIONS} />
        <SelectField name="onboarding.support_expectation" label="Support availability expectation" options={SUPPORT_HOURS_OPTIONS} />
        <TextAreaField name="onboarding.additional_needs" label="Additional requirements" />
      </FormSection>
      <section aria-labelledby="privacy-controls-title" className="grid gap-5 rounded-xl border bg-card p-4 sm:p-6">
        <div className="flex items-center gap-2">
          <Lock aria-hidden="true" className="size-4 text-primary" />
          <h3 id="privacy-controls-title" className="text-base font-semibold">
            Privacy Controls
          </h3>
        </div>
        <p className="text-sm text-muted-foreground">You can change these later on Settings → Privacy.</p>
        {STEP_CONTROLS.map((control) => {
          const { label, description } = getPrivacyControlOption(control)
          return <SwitchField key={control} name={`privacy.${control}`} label={label} description={description} />
        })}
      </section>
    </div>
  )
}
