// The wizard's tab names and step headings, in order (steps 1-7; docs/product.md#wizard).
export const WIZARD_STEPS = [
  { tab: 'Business Profile', title: 'Business Profile', description: 'Who you are and how you win and follow up with customers.' },
  { tab: 'Process Overview', title: 'Process Overview', description: 'Where the repetitive work happens in your business.' },
  { tab: 'Current Stack', title: 'Current Technology Stack', description: 'The tools your team already relies on.' },
  { tab: 'Goals & ROI', title: 'Goals & ROI', description: 'What success looks like and when you expect to see it.' },
  { tab: 'Automations', title: 'Desired Automations', description: 'The work you would like your agents to take over.' },
  { tab: 'Budget & Timeline', title: 'Budget & Timeline', description: 'The investment and deadline you have in mind.' },
  { tab: 'Support', title: 'Support', description: 'The help you want from us, and how your data is handled.' },
] as const

// The step that shows each answer, so a refused submit can open the tab of the first problem.
const STEP_OF_ANSWER: Record<string, number> = {
  workflow_breakdown: 2,
  pain_points: 2,
  specific_tools: 3,
  current_automations: 3,
  tool_redundancies: 3,
  success_metrics: 4,
  time_savings: 4,
  roi_timeline: 4,
  automation_priority_1: 5,
  automation_priority_2: 5,
  custom_automation: 5,
  revenue_range: 6,
  budget_range: 6,
  budget_type: 6,
  implementation_deadline: 6,
  decision_factors: 6,
  support_expectation: 7,
  additional_needs: 7,
}
const STEP_OF_GROUP: Record<string, number> = {
  company: 1,
  departments: 2,
  tools: 3,
  goals: 4,
  automations: 5,
  supportNeeds: 7,
  privacy: 7,
  payment: 7,
}

/** The wizard step (1-7) that shows a form field, given its dotted path. */
export function getStepOfField(path: string): number {
  const [group, answer] = path.split('.')
  if (group === 'onboarding') return (answer && STEP_OF_ANSWER[answer]) || 1
  return (group && STEP_OF_GROUP[group]) || 1
}

/** The dotted path of the first error in a react-hook-form errors tree. */
export function getFirstErrorPath(errors: object, prefix = ''): string | undefined {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue
    const path = prefix ? `${prefix}.${key}` : key
    if ('message' in value && typeof value.message === 'string') return path
    const nested = getFirstErrorPath(value, path)
    if (nested) return nested
  }
  return undefined
}

/** Every error in a react-hook-form errors tree as its dotted path and message, in the form's order. */
export function listErrors(errors: object, prefix = ''): { path: string; message: string }[] {
  const found: { path: string; message: string }[] = []
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue
    const path = prefix ? `${prefix}.${key}` : key
    if ('message' in value && typeof value.message === 'string') found.push({ path, message: value.message })
    else found.push(...listErrors(value, path))
  }
  return found
}
