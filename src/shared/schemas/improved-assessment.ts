import { z } from 'zod'
import {
  AUTOMATION_PRIORITIES,
  BUSINESS_TYPES,
  CURRENT_REVENUES,
  getChoiceValues,
  MONTHLY_BUDGETS,
  PREFERRED_CONTACTS,
  PRIMARY_CHALLENGES,
  TEAM_SIZES,
  TIMELINES,
} from '../options/improved-choices'
import { PROCESS_VALUES } from '../options/improved-processes'
import { IMPROVED_STEPS } from '../wizards/improved-steps'
import { TOOL_VALUES } from '../options/improved-tools'
import { leadRefSchema } from './lead-ref'
import { storableText } from './text'

/**
 * The improved assessment's messages (docs/product.md#improved-validation). The original requirements only said "all
 * enumerations required" and "hours 1 to 80" without wording, so those messages are ours (docs/decisions/040).
 */
export const IMPROVED_MESSAGES = {
  companyName: 'Company name required',
  email: 'Valid email required',
  tools: 'Select at least one tool',
  processes: 'Select processes to automate',
  contactName: 'Name required',
  contactRole: 'Role required',
  hours: 'Enter hours between 1 and 80',
  businessType: 'Select your business type',
  primaryChallenge: 'Select your primary challenge',
  teamSize: 'Select your team size',
  currentRevenue: 'Select your revenue range',
  automationPriority: 'Select an automation priority',
  monthlyBudget: 'Select a monthly budget',
  timeline: 'Select a timeline',
  preferredContact: 'Select how we should contact you',
  phone: 'Enter a valid phone number',
} as const

export const HOURS_MIN = 1
export const HOURS_MAX = 80

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/** Trimmed text of at least `min` characters; one message for every failure, as the requirements give one. */
const requiredText = (min: number, max: number, message: string) =>
  storableText(message)
    .trim()
    .min(min, message)
    .max(max, message)
    .refine((value) => !CONTROL_CHARACTERS.test(value), message)

/**
 * A custom investment amount must be a number, otherwise it is ignored (docs/product.md#improved-validation).
 * Anything that is not a positive finite number becomes undefined instead of an error.
 */
const customInvestmentSchema = z
  .union([z.string().max(40), z.number()])
  .optional()
  .transform((value) => {
    const amount = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value.trim())) : value
    return amount !== undefined && Number.isFinite(amount) && amount > 0 ? amount : undefined
  })

/** The improved six-step assessment (docs/product.md#improved-fields), used by the form and by POST /api/onboarding/improved. */
export const improvedAssessmentSchema = z.strictObject({
  business_type: z.enum(getChoiceValues(BUSINESS_TYPES), IMPROVED_MESSAGES.businessType),
  company_name: requiredText(2, 120, IMPROVED_MESSAGES.companyName),
  contact_email: z.string(IMPROVED_MESSAGES.email).trim().max(254, IMPROVED_MESSAGES.email).pipe(z.email(IMPROVED_MESSAGES.email)),
  primary_challenge: z.enum(getChoiceValues(PRIMARY_CHALLENGES), IMPROVED_MESSAGES.primaryChallenge),
  hours_spent_weekly: z.number(IMPROVED_MESSAGES.hours).min(HOURS_MIN, IMPROVED_MESSAGES.hours).max(HOURS_MAX, IMPROVED_MESSAGES.hours),
  team_size: z.enum(getChoiceValues(TEAM_SIZES), IMPROVED_MESSAGES.teamSize),
  current_revenue: z.enum(getChoiceValues(CURRENT_REVENUES), IMPROVED_MESSAGES.currentRevenue),
  top_tools: z
    .array(z.enum(TOOL_VALUES, IMPROVED_MESSAGES.tools), IMPROVED_MESSAGES.tools)
    .min(1, IMPROVED_MESSAGES.tools)
    .max(TOOL_VALUES.length, IMPROVED_MESSAGES.tools)
    .transform((values) => [...new Set(values)]),
  automation_priority: z.enum(getChoiceValues(AUTOMATION_PRIORITIES), IMPROVED_MESSAGES.automationPriority),
  specific_processes: z
    .array(z.enum(PROCESS_VALUES, IMPROVED_MESSAGES.processes), IMPROVED_MESSAGES.processes)
    .min(1, IMPROVED_MESSAGES.processes)
    .max(PROCESS_VALUES.length, IMPROVED_MESSAGES.processes)
    .transform((values) => [...new Set(values)]),
  monthly_budget: z.enum(getChoiceValues(MONTHLY_BUDGETS), IMPROVED_MESSAGES.monthlyBudget),
  timeline: z.enum(getChoiceValues(TIMELINES), IMPROVED_MESSAGES.timeline),
  custom_investment: customInvestmentSchema,
  contact_name: requiredText(2, 100, IMPROVED_MESSAGES.contactName),
  contact_role: requiredText(2, 100, IMPROVED_MESSAGES.contactRole),
  preferred_contact: z.enum(getChoiceValues(PREFERRED_CONTACTS), IMPROVED_MESSAGES.preferredContact),
  phone: z
    .string(IMPROVED_MESSAGES.phone)
    .trim()
    .max(30, IMPROVED_MESSAGES.phone)
    .regex(/^[+\d\s().-]*$/, IMPROVED_MESSAGES.phone)
    .optional()
    .transform((value) => (value ? value : undefined)),
  // Honeypot (docs/decisions/041): people never see it, so any value marks the sender as a bot.
  website_url: z.string().max(500).optional(),
  // The arrival `ref`: it goes on the back office's lead, not into the stored answers (docs/product.md#back-office).
  ref: leadRefSchema,
})

export type ImprovedAssessmentInput = z.input<typeof improvedAssessmentSchema>
export type ImprovedAssessment = z.output<typeof improvedAssessmentSchema>
export type ImprovedFieldName = keyof ImprovedAssessmentInput

/** The fields each step validates before Continue moves on (docs/product.md#improved-assessment, decision 040). */
export const IMPROVED_STEP_FIELDS: readonly (readonly ImprovedFieldName[])[] = IMPROVED_STEPS.map((step) => step.fields)

/** The server's metrics, read from the submit's answer (docs/product.md#improved-submit). */
export const improvedMetricsSchema = z.object({
  monthlySavings: z.number(),
  annualSavings: z.number(),
  hoursSavedPerMonth: z.number(),
  investment: z.number(),
  roiPercent: z.number(),
  paybackMonths: z.number().nullable(),
})
export type ImprovedMetrics = z.infer<typeof improvedMetricsSchema>

export const improvedSubmissionSchema = z.object({ id: z.string(), metrics: improvedMetricsSchema })
export type ImprovedSubmission = z.infer<typeof improvedSubmissionSchema>
