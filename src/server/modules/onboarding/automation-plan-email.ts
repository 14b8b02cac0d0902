import type { OnboardingForm } from '@/shared/schemas/onboarding'
import { getOptionLabel, type Option } from '@/shared/options/option-list'
import { DEPARTMENT_OPTIONS, INDUSTRY_OPTIONS, TOOL_OPTIONS } from '@/shared/options/onboarding-business'
import {
  BUDGET_RANGE_OPTIONS,
  BUDGET_TYPE_OPTIONS,
  DEADLINE_OPTIONS,
  SUPPORT_HOURS_OPTIONS,
  SUPPORT_NEED_OPTIONS,
} from '@/shared/options/onboarding-budget'
import { AUTOMATION_OPTIONS, GOAL_OPTIONS, ROI_TIMELINE_OPTIONS, SUCCESS_METRIC_OPTIONS } from '@/shared/options/onboarding-goals'
import { renderEmailHtml } from '@/server/platform/mail/templates/render-email'

export type EmailContent = { subject: string; text: string; html: string }
export type EmailContext = { productName: string; publicUrl: string }

const labels = (options: readonly Option[], values: readonly string[]) => values.map((value) => getOptionLabel(options, value)).join(', ')
const label = (options: readonly Option[], value: string) => (value ? getOptionLabel(options, value) : '')

// What the confirmation page promises (docs/product.md#deployment-confirmation).
const NEXT_STEPS = [
  'Our team reviews your answers and prepares a detailed automation plan for your business.',
  'Once your agents are live, you receive bi-weekly performance reports.',
  'You receive an agent onboarding guide with your dashboard login details.',
]

/** The "what you told us" lines: only answered questions, labels instead of stored values. */
function summarise(form: OnboardingForm): [string, string][] {
  const answers = form.onboarding
  const priorities = [answers.automation_priority_1, answers.automation_priority_2].filter(Boolean)
  const rows: [string, string][] = [
    ['Company', form.company.name],
    ['Website', form.company.website],
    ['Industry', label(INDUSTRY_OPTIONS, form.company.industry)],
    ['Contact', [answers.contact_name, answers.contact_title].filter(Boolean).join(', ')],
    ['Departments affected', labels(DEPARTMENT_OPTIONS, form.departments)],
    ['Tools in use', labels(TOOL_OPTIONS, form.tools)],
    ['Biggest challenges', answers.lead_challenges],
    ['Success in 3 months', answers.success_vision],
    ['Primary success metric', label(SUCCESS_METRIC_OPTIONS, answers.success_metrics)],
    ['Goal areas', labels(GOAL_OPTIONS, form.goals)],
    ['Expected time savings', answers.time_savings > 0 ? `${answers.time_savings} hours per week` : ''],
    ['Expected ROI', label(ROI_TIMELINE_OPTIONS, answers.roi_timeline)],
    ['Automations wanted', labels(AUTOMATION_OPTIONS, form.automations)],
    ['Top priorities', labels(AUTOMATION_OPTIONS, priorities)],
    [
      'Budget',
      [label(BUDGET_RANGE_OPTIONS, answers.budget_range), label(BUDGET_TYPE_OPTIONS, answers.budget_type)].filter(Boolean).join(', '),
    ],
    ['Deadline', label(DEADLINE_OPTIONS, answers.implementation_deadline)],
    ['Support needs', labels(SUPPORT_NEED_OPTIONS, form.supportNeeds)],
    ['Support availability', label(SUPPORT_HOURS_OPTIONS, answers.support_expectation)],
  ]
  return rows.filter(([, value]) => value.trim() !== '')
}

// A subject is one header line: the company's name is the user's text, so it may not break it or crowd it out.
const SUBJECT_NAME_MAX = 80

/** The company's name as one short line: line breaks and other control or separator characters become spaces. */
function subjectName(name: string): string {
  const line = name.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ').trim()
  return line.length > SUBJECT_NAME_MAX ? `${line.slice(0, SUBJECT_NAME_MAX - 1).trimEnd()}…` : line
}

/** The automation-plan e-mail the confirmation page promises, in text and HTML. */
export function renderAutomationPlanEmail(form: OnboardingForm, context: EmailContext): EmailContent {
  const name = form.onboarding.contact_name.trim()
  const company = form.company.name.trim()
  const greeting = name ? `Hello ${name},` : 'Hello,'
  const intro = `Thank you for completing the ${context.productName} onboarding questionnaire${company ? ` for ${company}` : ''}. Here is what you told us and what happens next.`
  const rows = summarise(form)
  const dashboard = `${context.publicUrl.replace(/\/$/, '')}/dashboard`
  const subject = `Your ${context.productName} automation plan${company ? ` for ${subjectName(company)}` : ''}`

  const text = [
    greeting,
    '',
    intro,
    '',
    'What you told us',
    ...(rows.length > 0
      ? rows.map(([key, value]) => `- ${key}: ${value}`)
      : ['- (no answers yet: you can complete the questionnaire at any time)']),
    '',
    'What happens next',
    ...NEXT_STEPS.map((step, index) => `${index + 1}. ${step}`),
    '',
    `Your dashboard: ${dashboard}`,
    '',
    `The ${context.productName} team`,
  ].join('\n')

  const html = renderEmailHtml({
    productName: context.productName,
    preview: intro,
    blocks: [
      { kind: 'paragraph', text: greeting },
      { kind: 'paragraph', text: intro },
      { kind: 'heading', text: 'What you told us' },
      rows.length > 0
        ? { kind: 'table', rows }
        : { kind: 'paragraph', text: 'No answers yet: you can complete the questionnaire at any time.' },
      { kind: 'heading', text: 'What happens next' },
      { kind: 'list', ordered: true, items: NEXT_STEPS },
      { kind: 'button', href: dashboard, label: 'Open your dashboard' },
    ],
  })

  return { subject, text, html }
}
