import type { LeadAnswerSection } from '@/shared/schemas/admin-leads'
import { ASSESSMENT_SECTIONS, type DemoAssessment, type DemoAssessmentField } from '@/shared/schemas/demo-assessment'
import type { ImprovedAssessment, ImprovedFieldName } from '@/shared/schemas/improved-assessment'
import type { QuizPayload } from '@/shared/schemas/quiz'
import { DEMO_PROJECT_TYPES } from '@/shared/options/demo-ranges'
import {
  AUTOMATION_PRIORITIES,
  BUSINESS_TYPES,
  CURRENT_REVENUES,
  MONTHLY_BUDGETS,
  PREFERRED_CONTACTS,
  PRIMARY_CHALLENGES,
  TEAM_SIZES,
  TIMELINES,
} from '@/shared/options/improved-choices'
import { AUTOMATION_PROCESSES } from '@/shared/options/improved-processes'
import { TOOL_CATEGORIES } from '@/shared/options/improved-tools'
import { getOptionLabel, type Option } from '@/shared/options/option-list'
import { QUIZ_BUDGETS, QUIZ_CHALLENGES, QUIZ_TIMELINES } from '@/shared/options/quiz-choices'
import { getIndustryLabel } from '@/shared/options/quiz-industries'
import { QUIZ_STEPS, type QuizStepId } from '@/shared/wizards/quiz-steps'
import { IMPROVED_STEPS } from '@/shared/wizards/improved-steps'

// A lead's answers as the back office shows them (docs/product.md#back-office): grouped by the funnel's own steps or
// sections, each under its question's wording and with the option's label rather than its stored value.

type Value = string | number | boolean | readonly string[] | undefined | null
type Question<Answers> = { field: keyof Answers & string; label: string; options?: readonly Option[] }

const NOT_ANSWERED = 'Not answered'

function show(value: Value, options?: readonly Option[]): string {
  if (value === undefined || value === null || value === '') return NOT_ANSWERED
  if (Array.isArray(value)) return value.length ? value.map((item: string) => show(item, options)).join(', ') : NOT_ANSWERED
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  return options ? getOptionLabel(options, String(value)) : String(value)
}

function answer<Answers>(answers: Answers, { field, label, options }: Question<Answers>) {
  return { label, value: show(answers[field] as Value, options) }
}

// Where each quiz answer is asked (its step components in src/client/features/quiz/components/steps).
const QUIZ_QUESTIONS: Record<QuizStepId, Question<QuizPayload>[]> = {
  'basic-info': [
    { field: 'company_name', label: 'Company name' },
    { field: 'contact_name', label: 'Your name' },
    { field: 'contact_email', label: 'Email' },
    { field: 'team_size', label: 'Team size' },
  ],
  'industry-context': [
    { field: 'industry', label: 'Industry' },
    { field: 'business_type', label: 'Business type' },
  ],
  'current-tools': [{ field: 'current_tools', label: 'Current tools' }],
  'pain-points': [
    { field: 'biggest_challenge', label: 'Biggest challenge', options: QUIZ_CHALLENGES },
    { field: 'hours_spent_weekly', label: 'Hours per week spent on manual, repetitive tasks' },
    { field: 'manual_processes', label: 'Manual processes' },
  ],
  'goals-timeline': [
    { field: 'primary_goal', label: 'What is your primary goal with automation?' },
    { field: 'timeline', label: 'Timeline', options: QUIZ_TIMELINES },
    { field: 'success_metrics', label: 'Success metrics' },
  ],
  investment: [{ field: 'monthly_budget', label: 'Monthly budget', options: QUIZ_BUDGETS }],
}

export function labelQuizAnswers(payload: QuizPayload): LeadAnswerSection[] {
  return QUIZ_STEPS.map((step) => ({
    title: step.title,
    answers: QUIZ_QUESTIONS[step.id].map((question) =>
      question.field === 'industry'
        ? { label: question.label, value: show(getIndustryLabel(payload.industry)) }
        : answer(payload, question),
    ),
  }))
}

const DEMO_LABELS: Partial<Record<DemoAssessmentField, string>> = {
  contact_email: 'Email',
  contact_phone: 'Phone',
  contact_name: 'Full name',
  contact_title: 'Job title',
  company_name: 'Company name',
  company_website: 'Company website',
  company_industry: 'Industry',
  departments_involved: 'Departments involved',
  workflow_and_tasks: 'Current workflow and automation goals',
  automation_types: 'Automation categories',
  existing_automations: 'Existing automations',
  existing_automations_description: 'Existing automations described',
  current_tools: 'Current tools',
  hours_weekly_repetitive: 'Hours per week on repetitive tasks',
  average_hourly_cost: 'Average hourly cost',
  underused_tools: 'Underused tools',
  annual_revenue: 'Annual revenue',
  automation_budget: 'Automation budget',
  project_type: 'Partnership model',
  preferred_timeline: 'Preferred timeline',
  support_level: 'Support preferences',
  additional_notes: 'Additional notes',
}
const DEMO_OPTIONS: Partial<Record<DemoAssessmentField, readonly Option[]>> = {
  project_type: DEMO_PROJECT_TYPES,
  existing_automations: [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ],
}

export function labelDemoAnswers(answers: DemoAssessment): LeadAnswerSection[] {
  return ASSESSMENT_SECTIONS.map((section) => ({
    title: section.title,
    answers: section.fields.map((field) => answer(answers, { field, label: DEMO_LABELS[field] ?? field, options: DEMO_OPTIONS[field] })),
  }))
}

const IMPROVED_LABELS: Partial<Record<ImprovedFieldName, string>> = {
  business_type: 'Business type',
  company_name: 'Company name',
  contact_email: 'Email',
  primary_challenge: 'Primary challenge',
  hours_spent_weekly: 'Hours per week on manual work',
  team_size: 'Team size',
  current_revenue: 'Current revenue',
  top_tools: 'Tools in use',
  automation_priority: 'Automation priority',
  specific_processes: 'Processes to automate',
  monthly_budget: 'Monthly budget',
  timeline: 'Timeline',
  custom_investment: 'Custom investment',
  contact_name: 'Full name',
  contact_role: 'Role',
  preferred_contact: 'Preferred contact',
  phone: 'Phone',
  website_url: 'Website',
}
const IMPROVED_OPTIONS: Partial<Record<ImprovedFieldName, readonly Option[]>> = {
  business_type: BUSINESS_TYPES,
  primary_challenge: PRIMARY_CHALLENGES,
  team_size: TEAM_SIZES,
  current_revenue: CURRENT_REVENUES,
  top_tools: TOOL_CATEGORIES.flatMap((category): readonly Option[] => category.tools),
  automation_priority: AUTOMATION_PRIORITIES,
  specific_processes: AUTOMATION_PROCESSES,
  monthly_budget: MONTHLY_BUDGETS,
  timeline: TIMELINES,
  preferred_contact: PREFERRED_CONTACTS,
}

export function labelImprovedAnswers(answers: ImprovedAssessment): LeadAnswerSection[] {
  return IMPROVED_STEPS.map((step) => ({
    title: step.title,
    answers: step.fields.map((field) =>
      answer(answers, { field, label: IMPROVED_LABELS[field] ?? field, options: IMPROVED_OPTIONS[field] }),
    ),
  }))
}
