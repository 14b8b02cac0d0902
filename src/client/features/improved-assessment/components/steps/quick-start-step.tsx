import { BUSINESS_TYPES } from '@/shared/options/improved-choices'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import type { AssessmentForm } from '../../hooks/use-assessment-form'
import { ChoiceGroup } from '../choice-group'

export function QuickStartStep({ form }: { form: AssessmentForm }) {
  const { errors } = form.formState
  return (
    <div className="grid gap-6">
      <ChoiceGroup form={form} name="business_type" legend="What kind of business do you run?" choices={BUSINESS_TYPES} columns={3} />
      <Field label="Company name" error={errors.company_name?.message}>
        <Input autoComplete="organization" placeholder="Acme Inc." {...form.register('company_name')} />
      </Field>
      <Field label="Work email" description="We send your automation plan here." error={errors.contact_email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" placeholder="you@company.com" {...form.register('contact_email')} />
      </Field>
    </div>
  )
}
