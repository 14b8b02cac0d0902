import { QUIZ_TEAM_SIZES } from '@/shared/options/quiz-choices'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { RadioCards } from '@/client/components/ui/radio-cards'
import type { StepProps } from './step-props'

const TEAM_SIZE_OPTIONS = QUIZ_TEAM_SIZES.map((size) => ({ value: size, label: size }))

type BasicInfoStepProps = StepProps & { honeypot: string; onHoneypotChange: (value: string) => void }

/** Step basic-info: who you are (placeholders: docs/product.md#quiz). */
export function BasicInfoStep({ answers, onChange, honeypot, onHoneypotChange }: BasicInfoStepProps) {
  return (
    <div className="grid gap-5">
      <Field label="Company name">
        <Input
          value={answers.company_name}
          maxLength={200}
          placeholder="Enter your company name"
          autoComplete="organization"
          onChange={(event) => onChange({ company_name: event.target.value })}
        />
      </Field>
      <Field label="Your name">
        <Input
          value={answers.contact_name}
          maxLength={200}
          placeholder="Enter your full name"
          autoComplete="name"
          onChange={(event) => onChange({ contact_name: event.target.value })}
        />
      </Field>
      <Field label="Email" description="We send your personalized ROI report here.">
        <Input
          type="email"
          value={answers.contact_email}
          maxLength={254}
          placeholder="name@company.com"
          autoComplete="email"
          onChange={(event) => onChange({ contact_email: event.target.value })}
        />
      </Field>
      <RadioCards
        legend="Team size"
        options={TEAM_SIZE_OPTIONS}
        value={answers.team_size}
        onValueChange={(team_size) => onChange({ team_size })}
        columns="three"
      />
      {/* Honeypot (docs/decisions/033): off screen and out of the tab order; people never fill it, bots do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="quiz-website">Website</label>
        <input
          id="quiz-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => onHoneypotChange(event.target.value)}
        />
      </div>
    </div>
  )
}
