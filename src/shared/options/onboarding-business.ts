import { getOptionValues } from './option-list'

// docs/product.md#onboarding-options gives the values; the labels are ours (the original requirements showed none).

export const INDUSTRY_OPTIONS = [
  { value: 'retail', label: 'Retail & e-commerce' },
  { value: 'saas', label: 'Software / SaaS' },
  { value: 'finance', label: 'Finance & insurance' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'education', label: 'Education' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'professional_services', label: 'Professional services' },
  { value: 'other', label: 'Other' },
] as const
export const INDUSTRIES = getOptionValues(INDUSTRY_OPTIONS)

/** Question 1.1 of docs/product.md#wizard-business-profile: the radio values are the requirements' own texts. */
export const INSTAGRAM_HOURS_OPTIONS = [
  { value: '0-2', label: '0-2 hours' },
  { value: '2-5', label: '2-5 hours' },
  { value: '5-8', label: '5-8 hours' },
  { value: '8-10+', label: '8-10+ hours' },
] as const
export const INSTAGRAM_HOURS = getOptionValues(INSTAGRAM_HOURS_OPTIONS)

/** Question 1.3 of docs/product.md#wizard-business-profile. */
export const FOLLOWUP_RATE_OPTIONS = [
  { value: '0-25%', label: '0-25%' },
  { value: '26-50%', label: '26-50%' },
  { value: '51-75%', label: '51-75%' },
  { value: '76-100%', label: '76-100%' },
] as const
export const FOLLOWUP_RATES = getOptionValues(FOLLOWUP_RATE_OPTIONS)

export const DEPARTMENT_OPTIONS = [
  { value: 'sales', label: 'Sales' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'hr', label: 'HR & recruiting' },
  { value: 'finance', label: 'Finance & accounting' },
  { value: 'operations', label: 'Operations' },
  { value: 'customer_service', label: 'Customer service' },
] as const
export const DEPARTMENTS = getOptionValues(DEPARTMENT_OPTIONS)

export const TOOL_OPTIONS = [
  { value: 'crm', label: 'CRM' },
  { value: 'email_marketing', label: 'Email marketing' },
  { value: 'project_management', label: 'Project management' },
  { value: 'accounting', label: 'Accounting' },
  { value: 'ecommerce', label: 'E-commerce platform' },
  { value: 'helpdesk', label: 'Helpdesk / ticketing' },
] as const
export const TOOLS = getOptionValues(TOOL_OPTIONS)
