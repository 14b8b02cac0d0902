import { Lock } from 'lucide-react'
import { SUPPORT_HOURS_OPTIONS, SUPPORT_NEED_OPTIONS } from '@/shared/options/onboarding-budget'
import { CheckboxListField, FormSection, SelectField, SwitchField, TextAreaField } from './form-fields'

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
        <SwitchField
          name="privacy.dataCollection"
          label="Data collection"
          description="Let your agents collect the business data they need to do their work."
        />
        <SwitchField
          name="privacy.localProcessing"
          label="Local processing"
          description="Process sensitive data on our infrastructure in your region where possible."
        />
        <SwitchField
          name="privacy.agentDataSharing"
          label="Agent data sharing"
          description="Let your agents pass signals to each other (for example a new lead to billing)."
        />
      </section>
    </div>
  )
}
