import { ShieldCheck } from 'lucide-react'
import { useFormContext } from 'react-hook-form'
import { INDUSTRY_OPTIONS } from '@/shared/options/onboarding-business'
import { getPrivacyControlOption } from '@/shared/options/privacy-controls'
import type { OnboardingForm } from '@/shared/schemas/onboarding'
import { FormSection } from '@/client/components/form/form-fields'
import { normalizeWebsite } from '../lib/website'
import { LeadSections } from './lead-sections'
import { SelectField, SwitchField, TextField } from './onboarding-fields'

/** Step 1, Business Profile (docs/product.md#wizard-business-profile). */
export function StepBusinessProfile() {
  const { getValues, setValue } = useFormContext<OnboardingForm>()
  return (
    <div className="grid gap-6">
      <FormSection title="Company and contact">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="company.name" label="Company name" required autoComplete="organization" />
          <TextField
            name="company.website"
            label="Company website"
            type="url"
            inputMode="url"
            placeholder="https://example.com"
            autoComplete="url"
            onBlur={() => setValue('company.website', normalizeWebsite(getValues('company.website')), { shouldDirty: true })}
          />
          <SelectField name="company.industry" label="Industry" options={INDUSTRY_OPTIONS} placeholder="Select your industry" />
          <TextField name="onboarding.contact_name" label="Contact name" autoComplete="name" />
          <TextField name="onboarding.contact_title" label="Contact title" autoComplete="organization-title" />
          <TextField name="onboarding.contact_email" label="Contact email" type="email" required autoComplete="email" inputMode="email" />
          <TextField name="onboarding.contact_phone" label="Contact phone" type="tel" autoComplete="tel" />
        </div>
      </FormSection>
      <section aria-labelledby="privacy-notice-title" className="grid gap-4 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:p-6">
        <div className="flex items-start gap-3">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="grid gap-1">
            <h3 id="privacy-notice-title" className="text-base font-semibold">
              Your privacy comes first
            </h3>
            <p className="text-sm text-muted-foreground">
              Your answers stay in this browser until you submit them. We only use them to recommend and set up your agents. Device
              analytics (your browser's user agent) are sent only if you allow them.
            </p>
          </div>
        </div>
        <SwitchField
          name="privacy.analyticsConsent"
          label={getPrivacyControlOption('analyticsConsent').label}
          description={getPrivacyControlOption('analyticsConsent').description}
        />
      </section>
      <LeadSections />
    </div>
  )
}
