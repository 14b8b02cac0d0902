import { getOptionValues } from './option-list'

// Values of docs/product.md#onboarding-options; labels and descriptions are ours.

export const SUCCESS_METRIC_OPTIONS = [
  { value: 'time_savings', label: 'Time savings' },
  { value: 'cost_reduction', label: 'Cost reduction' },
  { value: 'revenue_increase', label: 'Revenue increase' },
  { value: 'conversion_rate', label: 'Conversion rate' },
  { value: 'customer_satisfaction', label: 'Customer satisfaction' },
  { value: 'employee_efficiency', label: 'Employee efficiency' },
] as const
export const SUCCESS_METRICS = getOptionValues(SUCCESS_METRIC_OPTIONS)

/** The "priorities" list: the goal areas of Step 4. */
export const GOAL_OPTIONS = [
  { value: 'conversion', label: 'Convert more leads' },
  { value: 'retention', label: 'Keep more customers' },
  { value: 'operational', label: 'Run operations efficiently' },
  { value: 'support', label: 'Improve customer support' },
] as const
export const GOALS = getOptionValues(GOAL_OPTIONS)

export const ROI_TIMELINE_OPTIONS = [
  { value: 'immediate', label: 'Immediately' },
  { value: 'quarter', label: 'Within a quarter' },
  { value: 'six_months', label: 'Within six months' },
  { value: 'year', label: 'Within a year' },
  { value: 'long_term', label: 'Long term (over a year)' },
] as const
export const ROI_TIMELINES = getOptionValues(ROI_TIMELINE_OPTIONS)

export const AUTOMATION_OPTIONS = [
  { value: 'lead_nurturing', label: 'Lead nurturing', description: 'Reply to new leads in minutes and follow up until they book.' },
  {
    value: 'hiring_screening',
    label: 'Hiring & screening',
    description: 'Screen applicants, schedule interviews and keep candidates informed.',
  },
  {
    value: 'billing_invoicing',
    label: 'Billing & invoicing',
    description: 'Send invoices, chase late payments and reconcile what came in.',
  },
  { value: 'customer_support', label: 'Customer support', description: 'Answer common questions and route the hard ones to your team.' },
  { value: 'customer_retention', label: 'Customer retention', description: 'Spot customers at risk and reach out before they leave.' },
] as const
export const AUTOMATIONS = getOptionValues(AUTOMATION_OPTIONS)
