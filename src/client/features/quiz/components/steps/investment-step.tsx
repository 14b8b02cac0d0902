import { QUIZ_BUDGETS } from '@/shared/options/quiz-choices'
import { RadioCards } from '@/client/components/ui/radio-cards'
import type { StepProps } from './step-props'

/** Step investment: the monthly budget. */
export function InvestmentStep({ answers, onChange }: StepProps) {
  return (
    <RadioCards
      legend="What monthly budget could you invest in automation?"
      options={QUIZ_BUDGETS}
      value={answers.monthly_budget}
      onValueChange={(value) => onChange({ monthly_budget: value as typeof answers.monthly_budget })}
      columns="one"
    />
  )
}
