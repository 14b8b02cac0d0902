import { z } from 'zod'
import { privacyControlsSchema } from './privacy'
import { INSTAGRAM_HOURS, FOLLOWUP_RATES, DEPARTMENTS, INDUSTRIES, TOOLS } from '../options/onboarding-business'
import { BUDGET_RANGES, BUDGET_TYPES, DEADLINES, REVENUE_RANGES, SUPPORT_HOURS, SUPPORT_NEEDS } from '../options/onboarding-budget'
import { AUTOMATIONS, GOALS, ROI_TIMELINES, SUCCESS_METRICS } from '../options/onboarding-goals'
import { storable, storableText } from './text'
import { emailDeliverySchema } from './email-status'

// docs/product.md#onboarding-form-state and #onboarding-submit. Validation blocks nothing beyond the two required
// fields (docs/decisions/091-questionnaire-prefill-and-required.md), so text is free (only bounded in size); types,
// option values and numbers are strict.

export const FORM_VERSION = '1.0.1'
export const TIME_SAVINGS_MAX = 168
export const SHORT_TEXT_MAX = 200
export const LONG_TEXT_MAX = 5000

export const ONBOARDING_MESSAGES = {
  email: 'Please enter a valid email address',
  website: 'Please enter a website address such as https://example.com',
  priority: 'The second priority must differ from the first',
  companyName: 'Enter your company name',
  contactEmail: 'Enter a contact e-mail address',
} as const

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
// eslint-disable-next-line no-control-regex -- a one-line field also refuses line breaks and tabs
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f]/

const shortText = storableText()
  .max(SHORT_TEXT_MAX, `Keep this under ${SHORT_TEXT_MAX} characters`)
  .refine((value) => !CONTROL_OR_BREAK.test(value), 'This field cannot contain control characters')
const longText = storableText()
  .max(LONG_TEXT_MAX, `Keep this under ${LONG_TEXT_MAX} characters`)
  .refine((value) => !CONTROL.test(value), 'This field cannot contain control characters')

/** A select that may still be unanswered (''). */
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')])
/** A checklist: known values, each at most once. */
const checklist = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, 'Each option can be chosen once')

const hours = z.number().int().min(0).max(TIME_SAVINGS_MAX)

const email = z.union([z.literal(''), z.email(ONBOARDING_MESSAGES.email).max(254, ONBOARDING_MESSAGES.email)])
// z.url() lets NUL and lone surrogates through (the URL parser percent-encodes them, the value is kept as typed).
export const website = storable(
  z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: ONBOARDING_MESSAGES.website }).max(2048, ONBOARDING_MESSAGES.website),
  ]),
)

export const onboardingAnswersSchema = z.strictObject({
  contact_name: shortText,
  contact_title: shortText,
  contact_email: email,
  contact_phone: shortText,
  business_type: shortText,
  business_goals: longText,
  repetitive_hours_weekly: hours,
  top_priorities: checklist(AUTOMATIONS).refine((list) => list.length <= 2, 'Choose at most two priorities'),
  current_tools: checklist(TOOLS),
  has_crm: z.boolean(),
  crm_name: shortText,
  instagram_hours_weekly: choice(INSTAGRAM_HOURS),
  new_leads_weekly: shortText,
  lead_followup_rate: choice(FOLLOWUP_RATES),
  lead_followup_process: longText,
  lead_qualification_process: longText,
  inquiries_weekly: shortText,
  conversion_rate: shortText,
  sales_cycle_time: shortText,
  lead_prioritization: longText,
  lead_challenges: longText,
  success_vision: longText,
  workflow_breakdown: longText,
  pain_points: longText,
  specific_tools: longText,
  current_automations: longText,
  tool_redundancies: longText,
  success_metrics: choice(SUCCESS_METRICS),
  time_savings: hours,
  roi_timeline: choice(ROI_TIMELINES),
  automation_priority_1: choice(AUTOMATIONS),
  automation_priority_2: choice(AUTOMATIONS),
  custom_automation: longText,
  revenue_range: choice(REVENUE_RANGES),
  budget_range: choice(BUDGET_RANGES),
  budget_type: choice(BUDGET_TYPES),
  implementation_deadline: choice(DEADLINES),
  decision_factors: longText,
  support_expectation: choice(SUPPORT_HOURS),
  additional_needs: longText,
})

const formShape = z.strictObject({
  company: z.strictObject({ name: shortText, website, industry: choice(INDUSTRIES) }),
  departments: checklist(DEPARTMENTS),
  tools: checklist(TOOLS),
  goals: checklist(GOALS),
  automations: checklist(AUTOMATIONS),
  supportNeeds: checklist(SUPPORT_NEEDS),
  onboarding: onboardingAnswersSchema,
  privacy: privacyControlsSchema,
  payment: z.strictObject({
    investmentPercentage: z.number().int().min(0).max(100),
    customAmount: z.number().min(0).max(1_000_000_000),
    selectedTier: shortText,
  }),
})

// The second automation priority may not repeat the first (docs/product.md#onboarding-validation).
const distinctPriorities: [(form: z.infer<typeof formShape>) => boolean, { message: string; path: string[] }] = [
  (form) => form.onboarding.automation_priority_2 === '' || form.onboarding.automation_priority_2 !== form.onboarding.automation_priority_1,
  { message: ONBOARDING_MESSAGES.priority, path: ['onboarding', 'automation_priority_2'] },
]

type FormChecks = Pick<z.infer<typeof formShape>, 'company' | 'onboarding'>

// The two required marks are enforced at submit, and only there (docs/decisions/091-questionnaire-prefill-and-required.md).
function requireCompanyAndEmail(form: FormChecks, context: z.RefinementCtx) {
  if (form.company.name.trim() === '')
    context.addIssue({ code: 'custom', message: ONBOARDING_MESSAGES.companyName, path: ['company', 'name'] })
  if (form.onboarding.contact_email === '')
    context.addIssue({ code: 'custom', message: ONBOARDING_MESSAGES.contactEmail, path: ['onboarding', 'contact_email'] })
}

/** The form state (docs/product.md#onboarding-form-state); the wizard's zodResolver and the server share it. */
export const onboardingFormSchema = formShape.refine(...distinctPriorities).superRefine(requireCompanyAndEmail)
export type OnboardingForm = z.infer<typeof onboardingFormSchema>

export const submissionMetadataSchema = z.strictObject({
  submission_timestamp: z.iso.datetime({ offset: true }),
  form_version: z.literal(FORM_VERSION),
  // Only sent with analyticsConsent (docs/decisions/010); null otherwise.
  user_agent: storableText().max(512).nullable(),
  referral_source: shortText,
  total_time_spent: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 24 * 3600)
    .nullable(),
})
export type SubmissionMetadata = z.infer<typeof submissionMetadataSchema>

/** POST /api/onboarding/submit: the whole form state plus metadata (docs/product.md#onboarding-submit). */
export const onboardingSubmissionSchema = formShape
  .extend({ metadata: submissionMetadataSchema })
  .refine(...distinctPriorities)
  .superRefine(requireCompanyAndEmail)
  // The server never keeps a user agent the user did not consent to, whatever a client sends.
  .transform((payload) =>
    payload.privacy.analyticsConsent ? payload : { ...payload, metadata: { ...payload.metadata, user_agent: null } },
  )
export type OnboardingSubmission = z.input<typeof onboardingSubmissionSchema>

export const submissionResultSchema = z.object({
  id: z.string(),
  submitted_at: z.string(),
  version: z.number().int(),
  completeness: z.object({ filled: z.number().int(), total: z.number().int() }),
  /** The automation-plan e-mail: queued, held until an address is proven, or over the daily limit (decision 083). */
  email: emailDeliverySchema,
})
export type SubmissionResult = z.infer<typeof submissionResultSchema>

/** What became of a submission's automation-plan e-mail; `sent` once delivered or captured (docs/decisions/088). */
export const PLAN_EMAIL_STATUSES = ['queued', 'sent', 'held', 'not-sent'] as const
export type PlanEmailStatus = (typeof PLAN_EMAIL_STATUSES)[number]

/** GET /api/onboarding/submissions/:id: a submission of the caller's company and its plan e-mail (docs/decisions/088). */
export const submissionStatusSchema = z.object({
  id: z.string(),
  submitted_at: z.string(),
  email: z.object({ status: z.enum(PLAN_EMAIL_STATUSES), message: z.string().nullable() }),
})
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>
