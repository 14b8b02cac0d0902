import { z } from 'zod'
import { DEMO_AUTOMATION_TYPES } from '../options/demo-automation-types'
import { DEMO_DEPARTMENTS } from '../options/demo-departments'
import { DEMO_INVESTMENT_RANGES, DEMO_PROJECT_TYPES, DEMO_REVENUE_RANGES, DEMO_SUPPORT_MODELS } from '../options/demo-ranges'
import { DEMO_TOOLS } from '../options/demo-tools'
import { leadRefSchema } from './lead-ref'
import { storableText } from './text'

/** The demo assessment's messages, exactly (docs/product.md#demo-validation). The last two are ours (the original showed none). */
export const ASSESSMENT_MESSAGES = {
  contact_email: 'Please enter a valid email address',
  contact_name: 'Please provide your name',
  contact_title: 'Please provide your job title',
  company_name: 'Company name is required',
  company_industry: 'Please specify your industry',
  departments_involved: 'Please select at least one department',
  workflow_and_tasks: 'Please describe your current workflow and automation goals',
  automation_types: 'Please select automation categories',
  current_tools: 'Please select your current tools',
  annual_revenue: 'Please select revenue range',
  automation_budget: 'Please select investment range',
  preferred_timeline: 'Please specify timeline',
  support_level: 'Please select support preferences',
  project_type: 'Please choose a partnership model',
  existing_automations: 'Please answer yes or no',
} as const

/** The two sliders (docs/product.md#demo-assessment). */
export const HOURS_WEEKLY = { min: 0, max: 40, step: 1, default: 10 } as const
export const HOURLY_COST = { min: 15, max: 200, step: 5, default: 35 } as const

// eslint-disable-next-line no-control-regex -- control characters (other than newlines and tabs) are what this refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const text = (max: number) =>
  storableText()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .refine((value) => !CONTROL.test(value), 'Please remove control characters')
const requiredText = (min: number, max: number, message: string) => text(max).pipe(z.string().min(min, message))
const optionalText = (max: number) => text(max).optional().default('')
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message })
const choices = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(choice(values, message))
    .min(1, message)
    .max(values.length, message)
    .refine((list) => new Set(list).size === list.length, message)

/** The five-section assessment, shared by the wizard's zodResolver and POST /api/demo/assessments. */
export const demoAssessmentSchema = z.strictObject({
  contact_email: z.string().trim().max(254, ASSESSMENT_MESSAGES.contact_email).pipe(z.email(ASSESSMENT_MESSAGES.contact_email)),
  contact_phone: optionalText(40),
  contact_name: requiredText(2, 100, ASSESSMENT_MESSAGES.contact_name),
  contact_title: requiredText(2, 100, ASSESSMENT_MESSAGES.contact_title),
  company_name: requiredText(2, 120, ASSESSMENT_MESSAGES.company_name),
  company_website: optionalText(200),
  company_industry: requiredText(2, 100, ASSESSMENT_MESSAGES.company_industry),
  departments_involved: choices(DEMO_DEPARTMENTS, ASSESSMENT_MESSAGES.departments_involved),
  workflow_and_tasks: requiredText(20, 4000, ASSESSMENT_MESSAGES.workflow_and_tasks),
  automation_types: choices(DEMO_AUTOMATION_TYPES, ASSESSMENT_MESSAGES.automation_types),
  existing_automations: choice(['yes', 'no'], ASSESSMENT_MESSAGES.existing_automations),
  existing_automations_description: optionalText(2000),
  current_tools: choices(DEMO_TOOLS, ASSESSMENT_MESSAGES.current_tools),
  hours_weekly_repetitive: z.number().int().min(HOURS_WEEKLY.min).max(HOURS_WEEKLY.max),
  average_hourly_cost: z.number().int().min(HOURLY_COST.min).max(HOURLY_COST.max).optional(),
  underused_tools: optionalText(2000),
  annual_revenue: choice(DEMO_REVENUE_RANGES, ASSESSMENT_MESSAGES.annual_revenue),
  automation_budget: choice(DEMO_INVESTMENT_RANGES, ASSESSMENT_MESSAGES.automation_budget),
  project_type: choice(DEMO_PROJECT_TYPES.map((type) => type.value) as ['one-off', 'ongoing'], ASSESSMENT_MESSAGES.project_type),
  preferred_timeline: requiredText(1, 200, ASSESSMENT_MESSAGES.preferred_timeline),
  support_level: choices(DEMO_SUPPORT_MODELS, ASSESSMENT_MESSAGES.support_level),
  additional_notes: optionalText(4000),
})
export type DemoAssessmentInput = z.input<typeof demoAssessmentSchema>
export type DemoAssessment = z.output<typeof demoAssessmentSchema>
export type DemoAssessmentField = keyof DemoAssessmentInput

/** The five-section assessment (docs/product.md#demo-assessment): the fields each section validates, and which must be filled. */
export const ASSESSMENT_SECTIONS: readonly {
  title: string
  fields: readonly DemoAssessmentField[]
  required: readonly DemoAssessmentField[]
}[] = [
  {
    title: 'Contact & Company',
    fields: ['contact_email', 'contact_phone', 'contact_name', 'contact_title', 'company_name', 'company_website', 'company_industry'],
    required: ['contact_email', 'contact_name', 'contact_title', 'company_name', 'company_industry'],
  },
  {
    title: 'Departments & Workflows',
    fields: ['departments_involved', 'workflow_and_tasks', 'automation_types', 'existing_automations', 'existing_automations_description'],
    required: ['departments_involved', 'workflow_and_tasks', 'automation_types', 'existing_automations'],
  },
  {
    title: 'Tools & Time',
    fields: ['current_tools', 'hours_weekly_repetitive', 'average_hourly_cost', 'underused_tools'],
    required: ['current_tools'],
  },
  {
    title: 'Budget & Timeline',
    fields: ['annual_revenue', 'automation_budget', 'project_type', 'preferred_timeline'],
    required: ['annual_revenue', 'automation_budget', 'project_type', 'preferred_timeline'],
  },
  { title: 'Support & Notes', fields: ['support_level', 'additional_notes'], required: ['support_level'] },
]

/** A honeypot the page never shows: a person leaves it empty, a form-filling bot does not. */
export const HONEYPOT_FIELD = 'fax_number'

/** POST /api/demo/assessments: the assessment plus the honeypot and the arrival `ref` (docs/product.md#back-office). */
export const demoAssessmentRequestSchema = demoAssessmentSchema.extend({
  [HONEYPOT_FIELD]: z.string().max(200).optional(),
  ref: leadRefSchema,
})
export const demoAssessmentResponseSchema = z.object({ id: z.string() })
