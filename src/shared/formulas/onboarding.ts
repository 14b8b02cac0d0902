import { getOptionLabel } from '../options/option-list'
import { INDUSTRY_OPTIONS } from '../options/onboarding-business'
import { GOAL_OPTIONS } from '../options/onboarding-goals'
import { FORM_VERSION, TIME_SAVINGS_MAX, type OnboardingForm, type OnboardingSubmission } from '../schemas/onboarding'

export const WIZARD_STEP_COUNT = 7
export const COMPLETENESS_FIELD_COUNT = 8

// The step query values and the form steps they open, in the order of docs/product.md#onboarding-page.
const STEP_QUERY_TO_FORM_STEP: Record<string, number> = {
  welcome: 1,
  'company-profile': 1,
  'tools-integration': 3,
  'workflow-analysis': 2,
  'agent-needs': 5,
  'privacy-settings': 6,
  'agent-recommendations': 7,
  deployment: 7,
  completed: 7,
}

/** The wizard step (1-7) a `step` query value opens, or undefined for a missing or unknown value. */
export function getFormStepFromQuery(step: string | null | undefined): number | undefined {
  return step && Object.hasOwn(STEP_QUERY_TO_FORM_STEP, step) ? STEP_QUERY_TO_FORM_STEP[step] : undefined
}

/** Percentage shown beside 'Step n of 7': round(n/7*100) (docs/product.md#wizard-percentage). */
export function getStepPercentage(step: number): number {
  return Math.round((step / WIZARD_STEP_COUNT) * 100)
}

/** time_savings as the form keeps it: an integer 0-168, anything non-numeric 0 (docs/product.md#onboarding-validation). */
export function clampTimeSavings(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  if (!Number.isFinite(number)) return 0
  return Math.min(TIME_SAVINGS_MAX, Math.max(0, Math.round(number)))
}

/** How many of the 8 completeness fields hold an answer (docs/product.md#onboarding-completeness). */
export function countCompleteness(form: OnboardingForm): number {
  const answers = form.onboarding
  const filled = [
    answers.contact_email.trim(),
    answers.contact_name.trim(),
    form.company.name.trim(),
    answers.business_type.trim(),
    answers.business_goals.trim(),
    answers.repetitive_hours_weekly > 0,
    answers.top_priorities.length > 0,
    answers.current_tools.length > 0,
  ]
  return filled.filter(Boolean).length
}

/**
 * Fills the five summary fields the wizard never asks for directly from the answers that carry the
 * same meaning (docs/decisions/012); a value already present wins.
 */
export function withSummaryFields(form: OnboardingForm): OnboardingForm {
  const answers = form.onboarding
  const priorities = [answers.automation_priority_1, answers.automation_priority_2].filter((value) => value !== '')
  return {
    ...form,
    onboarding: {
      ...answers,
      business_type: answers.business_type || (form.company.industry ? getOptionLabel(INDUSTRY_OPTIONS, form.company.industry) : ''),
      business_goals: answers.business_goals || form.goals.map((goal) => getOptionLabel(GOAL_OPTIONS, goal)).join(', '),
      repetitive_hours_weekly: answers.repetitive_hours_weekly || answers.time_savings,
      top_priorities: answers.top_priorities.length > 0 ? answers.top_priorities : priorities,
      current_tools: answers.current_tools.length > 0 ? answers.current_tools : form.tools,
    },
  }
}

export type SubmissionContext = { now: Date; startedAt: number | null; referralSource: string; userAgent: string }

/** The submission payload (docs/product.md#onboarding-submit); the user agent only travels with analyticsConsent (docs/decisions/010). */
export function buildSubmission(form: OnboardingForm, context: SubmissionContext): OnboardingSubmission {
  const spent = context.startedAt === null ? null : Math.max(0, Math.round((context.now.getTime() - context.startedAt) / 1000))
  return {
    ...withSummaryFields(form),
    metadata: {
      submission_timestamp: context.now.toISOString(),
      form_version: FORM_VERSION,
      user_agent: form.privacy.analyticsConsent ? context.userAgent.slice(0, 512) : null,
      referral_source: context.referralSource || 'direct',
      total_time_spent: spent,
    },
  }
}

export const CONFIRMATION_TICK_MS = 200
export const CONFIRMATION_PROGRESS_CAP = 99

/** One tick of the confirmation bar: + max(0.5, 5*(1 - p/100)), capped at 99 (docs/product.md#confirmation-progress). */
export function getNextConfirmationProgress(current: number): number {
  return Math.min(CONFIRMATION_PROGRESS_CAP, current + Math.max(0.5, 5 * (1 - current / 100)))
}
