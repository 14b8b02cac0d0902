import { TOOL_OPTIONS } from '@/shared/options/onboarding-business'
import { FormSection } from '@/client/components/form/form-fields'
import { CheckboxListField, TextAreaField } from './onboarding-fields'

/** Step 3, Current Technology Stack (docs/product.md#wizard-current-stack). */
export function StepCurrentStack() {
  return (
    <FormSection title="Your tools">
      <CheckboxListField name="tools" legend="Which kinds of tools do you use?" options={TOOL_OPTIONS} />
      <TextAreaField
        name="onboarding.specific_tools"
        label="Specific tool names"
        description="For example Salesforce, Mailchimp, Asana, QuickBooks, Shopify, Zendesk."
      />
      <TextAreaField
        name="onboarding.current_automations"
        label="Current automations"
        description="Anything already automated, such as Zapier flows or auto-replies."
      />
      <TextAreaField
        name="onboarding.tool_redundancies"
        label="Tool redundancies"
        description="Tools that overlap, or data you copy by hand from one tool to another."
      />
    </FormSection>
  )
}
