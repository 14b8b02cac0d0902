/** The quiz steps in order (docs/product.md#quiz-steps); current-tools exists only once an industry is chosen. */
export const QUIZ_STEPS = [
  { id: 'basic-info', title: 'Tell us about your business' },
  { id: 'industry-context', title: 'Your industry' },
  { id: 'current-tools', title: 'Your current tools' },
  { id: 'pain-points', title: 'Your biggest challenges' },
  { id: 'goals-timeline', title: 'Goals and timeline' },
  { id: 'investment', title: 'Investment' },
] as const

export type QuizStepId = (typeof QUIZ_STEPS)[number]['id']
export type QuizStep = (typeof QUIZ_STEPS)[number]

/** The steps shown: 6 with an industry, 5 without (docs/product.md#quiz-steps). */
export function getQuizSteps(industry: string): QuizStep[] {
  return industry ? [...QUIZ_STEPS] : QUIZ_STEPS.filter((step) => step.id !== 'current-tools')
}

// The step each ?stage= value opens (docs/product.md#quiz-steps).
const STAGE_TO_STEP: Record<string, number> = {
  'onboard-test': 0,
  'industry-select': 1,
  'tools-audit': 2,
  'pain-analysis': 3,
  'goals-timeline': 4,
  investment: 5,
}

/** The step index a `stage` query value opens; any unknown value is 0. */
export function getStepForStage(stage: string): number {
  return Object.hasOwn(STAGE_TO_STEP, stage) ? STAGE_TO_STEP[stage]! : 0
}

/** Percent complete: (step + 1) / step count × 100 (docs/product.md#quiz-progress), rounded for display. */
export function getQuizProgressPercent(step: number, stepCount: number): number {
  if (stepCount <= 0) return 0
  return Math.round(((step + 1) / stepCount) * 100)
}
