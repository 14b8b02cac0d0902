import type { DemoAssessmentInput } from './demo-assessment'

/** A complete, valid five-section assessment for tests. */
export const VALID_ASSESSMENT: DemoAssessmentInput = {
  contact_email: 'ada@example.com',
  contact_phone: '',
  contact_name: 'Ada Lovelace',
  contact_title: 'Founder',
  company_name: 'Analytical Engines',
  company_website: '',
  company_industry: 'Manufacturing',
  departments_involved: ['Sales', 'Operations'],
  workflow_and_tasks: 'We copy orders from e-mail into our CRM by hand every day.',
  automation_types: ['Workflow & Task Automation'],
  existing_automations: 'no',
  existing_automations_description: '',
  current_tools: ['HubSpot', 'Slack'],
  hours_weekly_repetitive: 10,
  average_hourly_cost: 35,
  underused_tools: '',
  annual_revenue: '$1M - $3M',
  automation_budget: '$5K - $15K',
  project_type: 'ongoing',
  preferred_timeline: 'Within 3 months',
  support_level: ['Comprehensive Setup & Training'],
  additional_notes: '',
}
