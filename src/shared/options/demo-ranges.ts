/** Revenue ranges of the demo assessment (docs/product.md#demo-options). */
export const DEMO_REVENUE_RANGES = ['Under $100K', '$100K - $500K', '$500K - $1M', '$1M - $3M', '$3M - $10M', '$10M+'] as const
export type DemoRevenueRange = (typeof DEMO_REVENUE_RANGES)[number]

/** Investment ranges of the demo assessment (docs/product.md#demo-options). */
export const DEMO_INVESTMENT_RANGES = ['Under $5K', '$5K - $15K', '$15K - $30K', '$30K - $75K', '$75K+', "Let's discuss"] as const
export type DemoInvestmentRange = (typeof DEMO_INVESTMENT_RANGES)[number]

/** project_type is one-off or ongoing (docs/product.md#demo-validation); the labels are ours. */
export const DEMO_PROJECT_TYPES = [
  { value: 'one-off', label: 'One-off project' },
  { value: 'ongoing', label: 'Ongoing partnership' },
] as const
export type DemoProjectType = (typeof DEMO_PROJECT_TYPES)[number]['value']

/** Support models of the demo assessment (docs/product.md#demo-options). */
export const DEMO_SUPPORT_MODELS = [
  'Comprehensive Setup & Training',
  'Ongoing Maintenance & Optimization',
  'Strategic Partnership & Consulting',
  'Self-Service After Implementation',
] as const
export type DemoSupportModel = (typeof DEMO_SUPPORT_MODELS)[number]
