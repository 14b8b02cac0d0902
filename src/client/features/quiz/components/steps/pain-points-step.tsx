import { QUIZ_HOURS_MAX, QUIZ_HOURS_MIN, parseQuizHours } from '@/shared/formulas/quiz-roi'
import { QUIZ_CHALLENGES, QUIZ_MANUAL_PROCESSES } from '@/shared/options/quiz-choices'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { CheckList, toggleItem } from './check-list'
import { RadioCards } from '@/client/components/ui/radio-cards'
import type { StepProps } from './step-props'

/** Step pain-points: the biggest challenge, weekly manual hours (1-80, docs/product.md#quiz-validation) and the manual processes. */
export function PainPointsStep({ answers, onChange }: StepProps) {
  return (
    <div className="grid gap-6">
      <RadioCards
        legend="What is your biggest challenge?"
        options={QUIZ_CHALLENGES}
        value={answers.biggest_challenge}
        onValueChange={(value) => onChange({ biggest_challenge: value as typeof answers.biggest_challenge })}
      />
      <Field label="Hours per week spent on manual, repetitive tasks" description="Across your whole team.">
        <Input
          type="number"
          inputMode="numeric"
          min={QUIZ_HOURS_MIN}
          max={QUIZ_HOURS_MAX}
          placeholder="10"
          className="max-w-40"
          value={answers.hours_spent_weekly === 0 ? '' : String(answers.hours_spent_weekly)}
          onChange={(event) => onChange({ hours_spent_weekly: parseQuizHours(event.target.value) })}
        />
      </Field>
      <CheckList
        legend="Which processes are still done by hand?"
        options={QUIZ_MANUAL_PROCESSES}
        selected={answers.manual_processes}
        onToggle={(item, checked) => onChange({ manual_processes: toggleItem(answers.manual_processes, item, checked) })}
      />
    </div>
  )
}
