import { Rocket } from 'lucide-react'
import { Controller } from 'react-hook-form'
import { DEMO_SUPPORT_MODELS } from '@/shared/options/demo-ranges'
import { Field } from '@/client/components/ui/field'
import { Textarea } from '@/client/components/ui/textarea'
import type { AssessmentForm } from './assessment-form'
import { ChoiceGroup } from './choice-group'

/** Section 5: support model, notes and the ready banner. */
export function SectionSupport({ form }: { form: AssessmentForm }) {
  const { errors } = form.formState
  return (
    <div className="grid gap-6">
      <Controller
        control={form.control}
        name="support_level"
        render={({ field }) => (
          <ChoiceGroup
            legend="Support model *"
            options={DEMO_SUPPORT_MODELS}
            value={field.value}
            onChange={field.onChange}
            error={errors.support_level?.message}
          />
        )}
      />
      <Field label="Additional notes">
        <Textarea rows={3} {...form.register('additional_notes')} />
      </Field>
      <div className="flex items-center gap-3 rounded-lg bg-success-muted p-4 text-success">
        <Rocket aria-hidden="true" className="size-5 shrink-0" />
        <p className="text-sm font-medium">You're ready! Complete the assessment to see your business impact and recommended agents.</p>
      </div>
    </div>
  )
}
