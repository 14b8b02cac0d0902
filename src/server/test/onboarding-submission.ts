import { buildSubmission } from '@/shared/formulas/onboarding'
import { createDefaultOnboardingForm } from '@/shared/formulas/onboarding-defaults'

const CONTEXT = { now: new Date('2026-12-01T10:00:00Z'), startedAt: Date.parse('2026-12-01T09:40:00Z'), referralSource: 'direct' }

/** A valid POST /api/onboarding/submit body whose plan e-mail goes to `contactEmail` (blank: the account's address). */
export function planSubmission(contactEmail = '', companyName = 'Acme Bakery') {
  const form = createDefaultOnboardingForm()
  form.company = { name: companyName, website: '', industry: 'retail' }
  form.onboarding.contact_email = contactEmail
  return buildSubmission(form, { ...CONTEXT, userAgent: 'Mozilla/5.0 Test' })
}
