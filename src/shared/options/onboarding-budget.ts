import { getOptionValues } from './option-list'

// Values of docs/product.md#onboarding-options and #wizard-budget-timeline; labels are ours.

export const REVENUE_RANGE_OPTIONS = [
  { value: 'under_1m', label: 'Under $1M' },
  { value: '1m_5m', label: '$1M - $5M' },
  { value: '5m_20m', label: '$5M - $20M' },
  { value: '20m_50m', label: '$20M - $50M' },
  { value: '50m_plus', label: '$50M+' },
] as const
export const REVENUE_RANGES = getOptionValues(REVENUE_RANGE_OPTIONS)

export const BUDGET_RANGE_OPTIONS = [
  { value: 'under_5k', label: 'Under $5K' },
  { value: '5k_25k', label: '$5K - $25K' },
  { value: '25k_100k', label: '$25K - $100K' },
  { value: '100k_500k', label: '$100K - $500K' },
  { value: '500k_plus', label: '$500K+' },
] as const
export const BUDGET_RANGES = getOptionValues(BUDGET_RANGE_OPTIONS)

export const BUDGET_TYPE_OPTIONS = [
  { value: 'one_time', label: 'One-time project' },
  { value: 'ongoing', label: 'Ongoing (monthly)' },
] as const
export const BUDGET_TYPES = getOptionValues(BUDGET_TYPE_OPTIONS)

export const DEADLINE_OPTIONS = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1_month', label: 'Within 1 month' },
  { value: '3_months', label: 'Within 3 months' },
  { value: '6_months', label: 'Within 6 months' },
  { value: 'no_deadline', label: 'No fixed deadline' },
] as const
export const DEADLINES = getOptionValues(DEADLINE_OPTIONS)

export const SUPPORT_NEED_OPTIONS = [
  { value: 'initial_setup', label: 'Initial setup', description: 'We configure your agents and connect your tools with you.' },
  { value: 'team_training', label: 'Team training', description: 'Live sessions so your team knows how to work with the agents.' },
  { value: 'ongoing_support', label: 'Ongoing support', description: 'A named contact for questions and fixes after launch.' },
  {
    value: 'strategic_consulting',
    label: 'Strategic consulting',
    description: 'Regular reviews to find the next processes worth automating.',
  },
] as const
export const SUPPORT_NEEDS = getOptionValues(SUPPORT_NEED_OPTIONS)

export const SUPPORT_HOURS_OPTIONS = [
  { value: 'business_hours', label: 'Business hours' },
  { value: 'extended_hours', label: 'Extended hours' },
  { value: '24_7', label: '24/7' },
  { value: 'self_service', label: 'Self-service' },
] as const
export const SUPPORT_HOURS = getOptionValues(SUPPORT_HOURS_OPTIONS)
