import { buildSubmission } from '@/shared/formulas/onboarding'
import { createDefaultOnboardingForm } from '@/shared/formulas/onboarding-defaults'

const CONTEXT = { now: new Date('2026-12-01T10:00:00Z'), startedAt: Date.parse('2026-12-01T09:40:00Z'), referralSource: 'direct' }

/** A valid POST /api/onboarding/submit body whose plan e-mail goes to `contactEmail`. */
export function planSubmission(contactEmail: string, companyName = 'Acme Bakery') {
  const form = submittableOnboardingForm(companyName, contactEmail)
  return buildSubmission(form, { ...CONTEXT, userAgent: 'Mozilla/5.0 Test' })
}

/** The default questionnaire with the two fields a submit requires (docs/decisions/091-questionnaire-prefill-and-required.md). */
export function submittableOnboardingForm(companyName = 'Acme Bakery', contactEmail = 'owner@acme-bakery.example') {
  const form = createDefaultOnboardingForm()
  form.company = { name: companyName, website: '', industry: 'retail' }
  form.onboarding.contact_email = contactEmail
  return form
}
