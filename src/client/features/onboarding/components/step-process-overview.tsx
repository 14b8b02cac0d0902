import { DEPARTMENT_OPTIONS } from '@/shared/options/onboarding-business'
import { FormSection } from '@/client/components/form/form-fields'
import { CheckboxListField, TextAreaField } from './onboarding-fields'
import { LeadSections } from './lead-sections'

/** Step 2, Process Overview (docs/product.md#wizard-process-overview): with the step 1 sections appended (same answers, shown again). */
export function StepProcessOverview() {
  return (
    <div className="grid gap-6">
      <FormSection title="Your processes">
        <CheckboxListField name="departments" legend="Which departments are affected by repetitive work?" options={DEPARTMENT_OPTIONS} />
        <TextAreaField
          name="onboarding.workflow_breakdown"
          label="Workflow breakdown"
          description="Walk us through a typical week: which tasks repeat, and who does them?"
          rows={4}
        />
        <TextAreaField
          name="onboarding.pain_points"
          label="Current pain points"
          description="Where do things slow down, get forgotten or go wrong?"
          rows={4}
        />
      </FormSection>
      <p className="text-sm text-muted-foreground">The questions below are the ones from Business Profile: answer them in either place.</p>
      <LeadSections />
    </div>
  )
}
