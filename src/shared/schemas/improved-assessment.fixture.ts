import type { ImprovedAssessmentInput } from './improved-assessment'

/** A complete, valid six-step improved assessment for tests. */
export const VALID_IMPROVED_ASSESSMENT: ImprovedAssessmentInput = {
  business_type: 'service',
  company_name: 'Brightside Dental',
  contact_email: 'maya@brightside.test',
  primary_challenge: 'poor-customer-response',
  hours_spent_weekly: 20,
  team_size: '16-50',
  current_revenue: '1m-5m',
  top_tools: ['hubspot'],
  automation_priority: 'time-savings',
  specific_processes: ['customer-support'],
  monthly_budget: '3k-10k',
  timeline: '1-3months',
  contact_name: 'Maya Chen',
  contact_role: 'Practice manager',
  preferred_contact: 'email',
}
