/**
 * The nine named progress steps, in order, with their estimated times (docs/product.md#onboarding-progress).
 * Titles and descriptions are ours: the original requirements did not show them.
 */
export const ONBOARDING_STEPS = [
  { id: 'welcome', title: 'Welcome', description: 'Meet the platform and what your agents can do.', estimatedTime: '1-2 min' },
  {
    id: 'company-profile',
    title: 'Company profile',
    description: 'Tell us who you are and how you win customers.',
    estimatedTime: '3-5 min',
  },
  {
    id: 'tools-integration',
    title: 'Tools & integrations',
    description: 'List the software your team already uses.',
    estimatedTime: '5-7 min',
  },
  {
    id: 'workflow-analysis',
    title: 'Workflow analysis',
    description: 'Map the processes that take up your week.',
    estimatedTime: '8-10 min',
  },
  { id: 'agent-needs', title: 'Agent needs', description: 'Choose the automations that matter most.', estimatedTime: '5-7 min' },
  {
    id: 'privacy-settings',
    title: 'Privacy settings',
    description: 'Decide how your data is processed and shared.',
    estimatedTime: '3-5 min',
  },
  {
    id: 'agent-recommendations',
    title: 'Agent recommendations',
    description: 'Review the agents matched to your answers.',
    estimatedTime: '5-8 min',
  },
  { id: 'deployment', title: 'Deployment', description: 'Deploy your agents to your workspace.', estimatedTime: '5-10 min' },
  { id: 'completed', title: 'Completed', description: 'Your AI workforce is live.', estimatedTime: '1-2 min' },
] as const

export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id']
export const ONBOARDING_STEP_IDS = ONBOARDING_STEPS.map((step) => step.id) as [OnboardingStepId, ...OnboardingStepId[]]
