import type { UseFormReturn } from 'react-hook-form'
import type { DemoAssessment, DemoAssessmentInput } from '@/shared/schemas/demo-assessment'
import { HOURLY_COST, HOURS_WEEKLY } from '@/shared/schemas/demo-assessment'

export type AssessmentForm = UseFormReturn<DemoAssessmentInput, unknown, DemoAssessment>

/** The assessment's defaults (docs/product.md#demo-assessment): hours 10, hourly cost 35, everything else empty. */
export const ASSESSMENT_DEFAULTS: DemoAssessmentInput = {
  contact_email: '',
  contact_phone: '',
  contact_name: '',
  contact_title: '',
  company_name: '',
  company_website: '',
  company_industry: '',
  departments_involved: [],
  workflow_and_tasks: '',
  automation_types: [],
  existing_automations: 'no',
  existing_automations_description: '',
  current_tools: [],
  hours_weekly_repetitive: HOURS_WEEKLY.default,
  average_hourly_cost: HOURLY_COST.default,
  underused_tools: '',
  annual_revenue: '' as DemoAssessmentInput['annual_revenue'],
  automation_budget: '' as DemoAssessmentInput['automation_budget'],
  project_type: '' as DemoAssessmentInput['project_type'],
  preferred_timeline: '',
  support_level: [],
  additional_notes: '',
}

/** Filled (docs/product.md#demo-assessment): a non-empty string or a non-empty list (blank text is filled; validation refuses it). */
export function isFilled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'string') return value.length > 0
  return value !== undefined && value !== null
}
