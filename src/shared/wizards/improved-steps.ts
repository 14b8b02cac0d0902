/**
 * The six steps of the improved assessment with their estimated seconds, 30, 45, 60, 60, 45, 30
 * (docs/product.md#improved-assessment). Which fields sit on which step is ours: the original requirements
 * list the fields in this order (docs/product.md#improved-fields) without placing them (decision 040).
 */
export const IMPROVED_STEPS = [
  {
    id: 'quick-start',
    title: 'Quick Start',
    description: 'Tell us who you are.',
    seconds: 30,
    fields: ['business_type', 'company_name', 'contact_email'],
  },
  {
    id: 'current-challenges',
    title: 'Current Challenges',
    description: 'Where does your team lose time today?',
    seconds: 45,
    fields: ['primary_challenge', 'hours_spent_weekly'],
  },
  {
    id: 'business-overview',
    title: 'Business Overview',
    description: 'Your size and the tools you already use.',
    seconds: 60,
    fields: ['team_size', 'current_revenue', 'top_tools'],
  },
  {
    id: 'automation-goals',
    title: 'Automation Goals',
    description: 'What should automation achieve first?',
    seconds: 60,
    fields: ['automation_priority', 'specific_processes'],
  },
  {
    id: 'investment-timeline',
    title: 'Investment & Timeline',
    description: 'Your budget and when you want to start.',
    seconds: 45,
    fields: ['monthly_budget', 'timeline', 'custom_investment'],
  },
  {
    id: 'personalization',
    title: 'Personalization',
    description: 'How should our experts reach you?',
    seconds: 30,
    fields: ['contact_name', 'contact_role', 'preferred_contact', 'phone'],
  },
] as const

export type ImprovedStep = (typeof IMPROVED_STEPS)[number]

/** Seconds still ahead from the start of the given step (0-based), the current one included. */
export function getSecondsLeft(stepIndex: number): number {
  return IMPROVED_STEPS.slice(Math.max(0, stepIndex)).reduce((total, step) => total + step.seconds, 0)
}
