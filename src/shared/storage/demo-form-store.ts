import type { DemoAssessment } from '../schemas/demo-assessment'

/**
 * docs/product.md#demo-form-store: what the onboarding form store holds after the
 * demo assessment, saved as JSON under ONBOARDING_FORM_STORAGE_KEY (./form-storage-keys.ts).
 */
export type DemoFormStore = {
  onboarding: {
    contact_email: string
    contact_phone: string
    contact_name: string
    contact_title: string
    business_type: string
    current_tools: string[]
    top_priorities: string[]
    business_goals: string
    workflow_breakdown: string
    specific_tools: string
    current_automations: string
    budget_range: string
    revenue_range: string
    repetitive_hours_weekly: number
    average_hourly_cost: number | undefined
    implementation_deadline: string
    additional_needs: string
  }
  company: { name: string; website: string; industry: string }
  /** 40 when absent (docs/product.md#demo-form-store). */
  payment: { investmentPercentage?: number }
}

/** Maps the five-section answers onto the form store exactly as docs/product.md#demo-form-store lists them. */
export function toFormStore(answers: DemoAssessment, payment: DemoFormStore['payment'] = {}): DemoFormStore {
  return {
    onboarding: {
      contact_email: answers.contact_email,
      contact_phone: answers.contact_phone,
      contact_name: answers.contact_name,
      contact_title: answers.contact_title,
      business_type: answers.company_industry,
      // Sic (docs/product.md#demo-form-store): the store's current_tools holds the automation categories, specific_tools the tools.
      current_tools: [...answers.automation_types],
      top_priorities: [...answers.departments_involved],
      business_goals: answers.workflow_and_tasks,
      workflow_breakdown: answers.workflow_and_tasks,
      specific_tools: answers.current_tools.join(', '),
      current_automations: answers.existing_automations_description || 'None',
      budget_range: answers.automation_budget,
      revenue_range: answers.annual_revenue,
      repetitive_hours_weekly: answers.hours_weekly_repetitive,
      average_hourly_cost: answers.average_hourly_cost,
      implementation_deadline: answers.preferred_timeline,
      additional_needs: answers.additional_notes,
    },
    company: { name: answers.company_name, website: answers.company_website, industry: answers.company_industry },
    payment,
  }
}

/** The stored tools as a list again (the store keeps them comma-joined). */
export function splitSpecificTools(specificTools: string | undefined): string[] {
  return (specificTools ?? '')
    .split(',')
    .map((tool) => tool.trim())
    .filter(Boolean)
}
