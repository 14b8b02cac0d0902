import { QUIZ_INDUSTRIES } from '@/shared/options/quiz-industries'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { RadioCards } from '@/client/components/ui/radio-cards'
import type { StepProps } from './step-props'

/** Step industry-context: choosing an industry adds the current-tools step (docs/product.md#quiz-steps). */
export function IndustryStep({ answers, onChange }: StepProps) {
  return (
    <div className="grid gap-6">
      <RadioCards
        legend="Which industry are you in?"
        options={QUIZ_INDUSTRIES}
        value={answers.industry}
        // A new industry has a different tool list; ticked tools of the old one would not be shown.
        onValueChange={(industry) => onChange({ industry: industry as typeof answers.industry, current_tools: [] })}
      />
      <Field label="Business type" description="For example: boutique studio, franchise, agency, online store.">
        <Input value={answers.business_type} maxLength={200} onChange={(event) => onChange({ business_type: event.target.value })} />
      </Field>
    </div>
  )
}
