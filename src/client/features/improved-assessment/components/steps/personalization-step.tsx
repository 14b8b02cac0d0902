import { PREFERRED_CONTACTS } from '@/shared/options/improved-choices'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import type { AssessmentForm } from '../../hooks/use-assessment-form'
import { ChoiceGroup } from '../choice-group'

export function PersonalizationStep({ form }: { form: AssessmentForm }) {
  const { errors } = form.formState
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <Field label="Your name" error={errors.contact_name?.message}>
          <Input autoComplete="name" {...form.register('contact_name')} />
        </Field>
        <Field label="Your role" error={errors.contact_role?.message}>
          <Input autoComplete="organization-title" placeholder="Operations manager" {...form.register('contact_role')} />
        </Field>
      </div>
      <ChoiceGroup
        form={form}
        name="preferred_contact"
        legend="How should our expert contact you?"
        choices={PREFERRED_CONTACTS}
        columns={3}
      />
      <Field label="Phone (optional)" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" inputMode="tel" className="max-w-64" {...form.register('phone')} />
      </Field>
    </div>
  )
}
