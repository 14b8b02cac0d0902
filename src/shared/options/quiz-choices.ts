/** The quiz's biggest challenge, timeline and monthly budget choices (docs/product.md#quiz-answers). */
export const QUIZ_CHALLENGES = [
  { value: 'manual-work', label: 'Too much manual work' },
  { value: 'response-times', label: 'Poor customer response times' },
  { value: 'scattered-data', label: 'Data scattered across systems' },
  { value: 'team-overwhelmed', label: 'Team overwhelmed with tasks' },
  { value: 'scaling-bottlenecks', label: 'Scaling operational bottlenecks' },
  { value: 'communication-gaps', label: 'Communication gaps' },
] as const

// The original requirements gave labels only for asap and planning; the three others are worded from their keys.
export const QUIZ_TIMELINES = [
  { value: 'asap', label: 'ASAP - Ready to start immediately' },
  { value: '1-month', label: 'Within 1 month' },
  { value: '3-months', label: 'Within 3 months' },
  { value: '6-months', label: 'Within 6 months' },
  { value: 'planning', label: 'Just planning for now' },
] as const

export const QUIZ_BUDGETS = [
  { value: 'under-1k', label: 'Under $1,000' },
  { value: '1k-5k', label: '$1,000 - $5,000' },
  { value: '5k-15k', label: '$5,000 - $15,000' },
  { value: '15k-50k', label: '$15,000 - $50,000' },
  { value: 'over-50k', label: 'Over $50,000' },
] as const

type Values<T extends readonly { value: string }[]> = T[number]['value']
export type QuizChallenge = Values<typeof QUIZ_CHALLENGES>
export type QuizTimeline = Values<typeof QUIZ_TIMELINES>
export type QuizBudget = Values<typeof QUIZ_BUDGETS>

export const QUIZ_CHALLENGE_KEYS = QUIZ_CHALLENGES.map((item) => item.value) as [QuizChallenge, ...QuizChallenge[]]
export const QUIZ_TIMELINE_KEYS = QUIZ_TIMELINES.map((item) => item.value) as [QuizTimeline, ...QuizTimeline[]]
export const QUIZ_BUDGET_KEYS = QUIZ_BUDGETS.map((item) => item.value) as [QuizBudget, ...QuizBudget[]]

/** The label of an option value, or '' when nothing (or something unknown) was chosen. */
export function getChoiceLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((item) => item.value === value)?.label ?? ''
}

// The original requirements showed no input for team_size, manual_processes and success_metrics; these
// choices are ours (docs/decisions/030). The stored value is the label itself, as free text.
export const QUIZ_TEAM_SIZES = ['Just me', '2-5', '6-20', '21-50', '51-200', '200+'] as const

export const QUIZ_MANUAL_PROCESSES = [
  'Data entry',
  'Scheduling and appointments',
  'Lead follow-up',
  'Customer support replies',
  'Invoicing and payments',
  'Reporting',
  'Onboarding new customers',
  'Inventory or order updates',
] as const

export const QUIZ_SUCCESS_METRICS = [
  'Hours saved each week',
  'More leads converted',
  'Faster response times',
  'Lower operating costs',
  'Higher customer satisfaction',
  'Revenue growth',
] as const
