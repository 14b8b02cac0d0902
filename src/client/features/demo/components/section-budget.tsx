import { Controller } from 'react-hook-form'
import { DEMO_INVESTMENT_RANGES, DEMO_PROJECT_TYPES, DEMO_REVENUE_RANGES } from '@/shared/options/demo-ranges'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group'
import type { AssessmentForm } from './assessment-form'
import { FieldError } from '@/client/components/ui/field'

/** Section 4: annual revenue, investment range, partnership model, timeline. */
export function SectionBudget({ form }: { form: AssessmentForm }) {
  const { errors } = form.formState
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Field label="Annual revenue *" error={errors.annual_revenue?.message}>
        <NativeSelect {...form.register('annual_revenue')}>
          <option value="">Select revenue range</option>
          {DEMO_REVENUE_RANGES.map((range) => (
            <option key={range}>{range}</option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Automation investment *" error={errors.automation_budget?.message}>
        <NativeSelect {...form.register('automation_budget')}>
          <option value="">Select investment range</option>
          {DEMO_INVESTMENT_RANGES.map((range) => (
            <option key={range}>{range}</option>
          ))}
        </NativeSelect>
      </Field>
      <Controller
        control={form.control}
        name="project_type"
        render={({ field }) => (
          <fieldset className="grid gap-3" aria-describedby={errors.project_type ? 'project-type-error' : undefined}>
            <legend className="mb-3 text-sm leading-none font-medium">Partnership model *</legend>
            <RadioGroup value={field.value} onValueChange={field.onChange}>
              {DEMO_PROJECT_TYPES.map((type) => (
                <div key={type.value} className="flex items-center gap-2">
                  <RadioGroupItem value={type.value} id={`project-${type.value}`} />
                  <Label htmlFor={`project-${type.value}`} className="font-normal">
                    {type.label}
                  </Label>
                </div>
              ))}
            </RadioGroup>
            <FieldError id="project-type-error" message={errors.project_type?.message} />
          </fieldset>
        )}
      />
      <Field label="Preferred timeline *" error={errors.preferred_timeline?.message}>
        <Input placeholder="e.g. Within 3 months" {...form.register('preferred_timeline')} />
      </Field>
    </div>
  )
}
