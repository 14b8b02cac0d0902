import { INDUSTRIES } from '@/shared/options/onboarding-business'
import { onboardingAnswersSchema, type OnboardingForm } from '@/shared/schemas/onboarding'
import type { OnboardingPrefill } from '@/shared/schemas/onboarding-prefill'
import { ONBOARDING_FORM_STORAGE_KEY } from '@/shared/storage/form-storage-keys'
import { QUIZ_PROGRESS_KEY } from '@/shared/storage/quiz-storage-keys'

// What the questionnaire already knows, from the account, the demo, the quiz or the lead AgentWorks set the workspace up
// from: it fills only blank answers, and only with values the questionnaire accepts
// (docs/decisions/091-questionnaire-prefill-and-required.md).

type Answers = OnboardingForm['onboarding']
export type Prefill = { company?: Partial<OnboardingForm['company']>; onboarding?: Partial<Record<keyof Answers, unknown>> }
/** The signed-in account's own details. */
export type AccountPrefill = { companyName?: string | null; contactName?: string | null; contactEmail?: string | null }

const isBlank = (value: unknown) => value === '' || value === 0 || (Array.isArray(value) && value.length === 0)
const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The form with each blank answer taken from `prefill` when the questionnaire's schema accepts it; typed answers stay. */
export function fillBlanks(values: OnboardingForm, prefill: Prefill): OnboardingForm {
  const company = { ...values.company }
  const name = asText(prefill.company?.name).slice(0, 200)
  if (company.name.trim() === '' && name) company.name = name
  const website = asText(prefill.company?.website)
  if (company.website === '' && /^https?:\/\/\S+$/.test(website) && website.length <= 2048) company.website = website
  const industry = asText(prefill.company?.industry)
  if (company.industry === '' && (INDUSTRIES as readonly string[]).includes(industry))
    company.industry = industry as typeof company.industry
  const onboarding: Record<string, unknown> = { ...values.onboarding }
  for (const [key, value] of Object.entries(prefill.onboarding ?? {})) {
    const field = onboardingAnswersSchema.shape[key as keyof Answers]
    if (!field || !isBlank(onboarding[key]) || isBlank(value)) continue
    const parsed = field.safeParse(typeof value === 'string' ? value.trim() : value)
    if (parsed.success) onboarding[key] = parsed.data
  }
  return { ...values, company, onboarding: onboarding as Answers }
}

export function toAccountPrefill(account: AccountPrefill): Prefill {
  return {
    company: { name: account.companyName ?? '' },
    onboarding: { contact_name: account.contactName ?? '', contact_email: account.contactEmail ?? '' },
  }
}

/** The server's answers from the workspace's source lead (GET /api/onboarding/prefill), checked again by fillBlanks. */
export function fromLeadPrefill(prefill: OnboardingPrefill): Prefill {
  return { company: prefill.company as Prefill['company'], onboarding: prefill.onboarding }
}

function readJson(local: Storage, key: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(local.getItem(key) ?? 'null')
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

const asRecord = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined

/**
 * The demo's answers when the shared store still holds what the demo wrote (docs/product.md#demo-form-store): that
 * shape has `onboarding` and `company` at the top, the questionnaire's own record has `values`.
 */
export function readDemoPrefill(local: Storage): Prefill | undefined {
  const stored = readJson(local, ONBOARDING_FORM_STORAGE_KEY)
  if (!stored || 'values' in stored) return undefined
  const onboarding = asRecord(stored.onboarding)
  const company = asRecord(stored.company)
  if (!onboarding && !company) return undefined
  return { company: company as Prefill['company'], onboarding: onboarding as Prefill['onboarding'] }
}

/** The quiz's saved answers (docs/product.md#quiz-persistence), mapped onto the questionnaire's same-meaning fields. */
export function readQuizPrefill(local: Storage): Prefill | undefined {
  const answers = readJson(local, QUIZ_PROGRESS_KEY)
  if (!answers) return undefined
  return {
    company: { name: asText(answers.company_name) },
    onboarding: { contact_name: answers.contact_name, contact_email: answers.contact_email, business_type: answers.business_type },
  }
}
