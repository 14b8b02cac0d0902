import type { AssessmentForm } from '../hooks/use-assessment-form'
import { AutomationGoalsStep } from './steps/automation-goals-step'
import { BusinessOverviewStep } from './steps/business-overview-step'
import { CurrentChallengesStep } from './steps/current-challenges-step'
import { InvestmentTimelineStep } from './steps/investment-timeline-step'
import { PersonalizationStep } from './steps/personalization-step'
import { QuickStartStep } from './steps/quick-start-step'

// In the order of IMPROVED_STEPS (src/shared/wizards/improved-steps.ts).
const STEP_COMPONENTS = [
  QuickStartStep,
  CurrentChallengesStep,
  BusinessOverviewStep,
  AutomationGoalsStep,
  InvestmentTimelineStep,
  PersonalizationStep,
]

export function StepContent({ stepIndex, form }: { stepIndex: number; form: AssessmentForm }) {
  const Step = STEP_COMPONENTS[stepIndex] ?? QuickStartStep
  return <Step form={form} />
}
