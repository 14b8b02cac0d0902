import { QUIZ_SUCCESS_METRICS, QUIZ_TIMELINES } from '@/shared/options/quiz-choices'
import { Field } from '@/client/components/ui/field'
import { Textarea } from '@/client/components/ui/textarea'
import { CheckList, toggleItem } from './check-list'
import { RadioCards } from '@/client/components/ui/radio-cards'
import type { StepProps } from './step-props'

/** Step goals-timeline: the primary goal, the timeline and how success is measured. */
export function GoalsStep({ answers, onChange }: StepProps) {
  return (
    <div className="grid gap-6">
      <Field label="What is your primary goal with automation?">
        <Textarea
          rows={3}
          maxLength={500}
          value={answers.primary_goal}
          onChange={(event) => onChange({ primary_goal: event.target.value })}
        />
      </Field>
      <RadioCards
        legend="When would you like to start?"
        options={QUIZ_TIMELINES}
        value={answers.timeline}
        onValueChange={(value) => onChange({ timeline: value as typeof answers.timeline })}
      />
      <CheckList
        legend="How will you measure success?"
        options={QUIZ_SUCCESS_METRICS}
        selected={answers.success_metrics}
        onToggle={(item, checked) => onChange({ success_metrics: toggleItem(answers.success_metrics, item, checked) })}
      />
    </div>
  )
}
