import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import type { AssessmentForm } from './assessment-form'

/** Section 1: contact and company. */
export function SectionContact({ form }: { form: AssessmentForm }) {
  const { errors } = form.formState
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Work email *" error={errors.contact_email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@company.com" {...form.register('contact_email')} />
      </Field>
      <Field label="Phone">
        <Input type="tel" autoComplete="tel" {...form.register('contact_phone')} />
      </Field>
      <Field label="Full name *" error={errors.contact_name?.message}>
        <Input autoComplete="name" {...form.register('contact_name')} />
      </Field>
      <Field label="Job title *" error={errors.contact_title?.message}>
        <Input autoComplete="organization-title" {...form.register('contact_title')} />
      </Field>
      <Field label="Company name *" error={errors.company_name?.message}>
        <Input autoComplete="organization" {...form.register('company_name')} />
      </Field>
      <Field label="Company website">
        <Input type="url" autoComplete="url" placeholder="https://" {...form.register('company_website')} />
      </Field>
      <Field label="Industry *" error={errors.company_industry?.message} className="sm:col-span-2">
        <Input placeholder="e.g. Professional services" {...form.register('company_industry')} />
      </Field>
    </div>
  )
}
