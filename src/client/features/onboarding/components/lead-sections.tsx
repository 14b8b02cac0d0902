import * as React from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { FOLLOWUP_RATE_OPTIONS, INSTAGRAM_HOURS_OPTIONS } from '@/shared/options/onboarding-business'
import type { OnboardingForm } from '@/shared/schemas/onboarding'
import { FormSection } from '@/client/components/form/form-fields'
import { Label } from '@/client/components/ui/label'
import { Switch } from '@/client/components/ui/switch'
import { RadioField, TextAreaField, TextField } from './onboarding-fields'

/** Step 1's sections A-C, numbered 1.1 … 3.2 as docs/product.md#wizard-business-profile numbers them. */
export function LeadSections() {
  return (
    <>
      <FormSection title="Section A: Lead generation" description="How new leads reach you today.">
        <RadioField
          name="onboarding.instagram_hours_weekly"
          legend="1.1 How many hours a week do you spend on Instagram DMs?"
          options={INSTAGRAM_HOURS_OPTIONS}
          columns={4}
        />
        <TextField name="onboarding.new_leads_weekly" label="1.2 How many new leads do you get per week?" inputMode="numeric" />
        <RadioField
          name="onboarding.lead_followup_rate"
          legend="1.3 What share of leads do you follow up within 24 hours?"
          options={FOLLOWUP_RATE_OPTIONS}
          columns={4}
        />
        <TextAreaField name="onboarding.lead_followup_process" label="1.4 Describe your follow-up process" />
        <CrmQuestion />
        <TextAreaField name="onboarding.lead_qualification_process" label="1.6 How do you qualify leads?" />
      </FormSection>
      <FormSection title="Section B: Pipeline" description="What happens between the first message and the sale.">
        <TextField name="onboarding.inquiries_weekly" label="2.1 How many inquiries do you receive per week?" inputMode="numeric" />
        <TextField name="onboarding.conversion_rate" label="2.2 What is your conversion rate?" placeholder="e.g. 15%" />
        <TextField
          name="onboarding.sales_cycle_time"
          label="2.3 How long from first contact to booking or sale?"
          placeholder="e.g. 2 weeks"
        />
        <TextAreaField name="onboarding.lead_prioritization" label="2.4 How do you prioritise follow-up?" />
      </FormSection>
      <FormSection title="Section C: Challenges and success">
        <TextAreaField name="onboarding.lead_challenges" label="3.1 What are your biggest challenges?" />
        <TextAreaField name="onboarding.success_vision" label="3.2 What does success look like in 3 months?" />
      </FormSection>
    </>
  )
}

/** 1.5: yes/no, and the CRM name only when a CRM is in place. */
function CrmQuestion() {
  const { setValue, control } = useFormContext<OnboardingForm>()
  const hasCrm = useWatch({ control, name: 'onboarding.has_crm' })
  const id = React.useId()
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={id}>1.5 Do you have a CRM in place?</Label>
        <div className="flex items-center gap-2 text-sm">
          <span aria-hidden="true" className="text-muted-foreground">
            {hasCrm ? 'Yes' : 'No'}
          </span>
          <Switch id={id} checked={hasCrm} onCheckedChange={(checked) => setValue('onboarding.has_crm', checked, { shouldDirty: true })} />
        </div>
      </div>
      {hasCrm ? <TextField name="onboarding.crm_name" label="Which CRM do you use?" placeholder="e.g. HubSpot" /> : null}
    </div>
  )
}
