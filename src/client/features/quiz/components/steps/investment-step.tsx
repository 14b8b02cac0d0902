import { QUIZ_BUDGETS } from '@/shared/options/quiz-choices'
import { ChoiceCards } from './choice-cards'
import type { StepProps } from './step-props'

/** Step investment: the monthly budget. */
export function InvestmentStep({ answers, onChange }: StepProps) {
  return (
    <ChoiceCards
      legend="What monthly budget could you invest in automation?"
      options={QUIZ_BUDGETS}
      value={answers.monthly_budget}
      onValueChange={(value) => onChange({ monthly_budget: value as typeof answers.monthly_budget })}
      columns="one"
    />
  )
}
