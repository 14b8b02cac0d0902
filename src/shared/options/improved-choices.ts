/**
 * The single-choice enumerations of the improved six-step assessment (docs/product.md#improved-fields). The
 * values are the requirements'; the original showed no labels, so the labels are ours.
 */
export const BUSINESS_TYPES = [
  { value: 'service', label: 'Service business' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'saas', label: 'SaaS / Software' },
  { value: 'agency', label: 'Agency' },
  { value: 'other', label: 'Other' },
] as const

export const PRIMARY_CHALLENGES = [
  { value: 'too-much-manual-work', label: 'Too much manual work' },
  { value: 'poor-customer-response', label: 'Poor customer response times' },
  { value: 'data-scattered', label: 'Data scattered across systems' },
  { value: 'team-overwhelmed', label: 'Team overwhelmed with tasks' },
  { value: 'scaling-issues', label: 'Scaling operational bottlenecks' },
] as const

export const TEAM_SIZES = [
  { value: '1-5', label: '1-5 people' },
  { value: '6-15', label: '6-15 people' },
  { value: '16-50', label: '16-50 people' },
  { value: '51-100', label: '51-100 people' },
  { value: '100+', label: '100+ people' },
] as const

export const CURRENT_REVENUES = [
  { value: '<100k', label: 'Under $100K' },
  { value: '100k-500k', label: '$100K - $500K' },
  { value: '500k-1m', label: '$500K - $1M' },
  { value: '1m-5m', label: '$1M - $5M' },
  { value: '5m+', label: '$5M+' },
] as const

export const AUTOMATION_PRIORITIES = [
  { value: 'cost-reduction', label: 'Reduce costs' },
  { value: 'time-savings', label: 'Save time' },
  { value: 'quality-improvement', label: 'Improve quality and accuracy' },
  { value: 'growth-enablement', label: 'Enable growth' },
] as const

export const MONTHLY_BUDGETS = [
  { value: '<1k', label: 'Under $1,000' },
  { value: '1k-3k', label: '$1,000 - $3,000' },
  { value: '3k-10k', label: '$3,000 - $10,000' },
  { value: '10k+', label: '$10,000+' },
  { value: 'flexible', label: 'Flexible' },
] as const

export const TIMELINES = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-3months', label: 'In 1-3 months' },
  { value: '3-6months', label: 'In 3-6 months' },
  { value: 'planning', label: 'Just planning for now' },
] as const

export const PREFERRED_CONTACTS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone call' },
  { value: 'calendar', label: 'Book a calendar slot' },
] as const

export type Choice = { readonly value: string; readonly label: string }

/** The values of an option list as the non-empty tuple z.enum wants. */
export function getChoiceValues<const T extends readonly Choice[]>(choices: T) {
  return choices.map((choice) => choice.value) as unknown as [T[number]['value'], ...T[number]['value'][]]
}

/** The label of a value, or the value itself when the list does not know it. */
export function getChoiceLabel(choices: readonly Choice[], value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value
}
