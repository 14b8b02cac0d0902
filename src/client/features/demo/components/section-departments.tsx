import { Controller } from 'react-hook-form'
import { DEMO_AUTOMATION_TYPES } from '@/shared/options/demo-automation-types'
import { DEMO_DEPARTMENTS } from '@/shared/options/demo-departments'
import { Field } from '@/client/components/ui/field'
import { Label } from '@/client/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group'
import { Textarea } from '@/client/components/ui/textarea'
import type { AssessmentForm } from './assessment-form'
import { ChoiceGroup } from './choice-group'

/** Section 2: departments, workflow, automation categories, existing automations. */
export function SectionDepartments({ form }: { form: AssessmentForm }) {
  const { errors } = form.formState
  const existing = form.watch('existing_automations')
  return (
    <div className="grid gap-6">
      <Controller
        control={form.control}
        name="departments_involved"
        render={({ field }) => (
          <ChoiceGroup
            legend="Departments involved *"
            options={DEMO_DEPARTMENTS}
            value={field.value}
            onChange={field.onChange}
            error={errors.departments_involved?.message}
            columns={3}
          />
        )}
      />
      <Field
        label="Current workflow and tasks *"
        description="What does your team do by hand today, and what should agents take over?"
        error={errors.workflow_and_tasks?.message}
      >
        <Textarea rows={4} {...form.register('workflow_and_tasks')} />
      </Field>
      <Controller
        control={form.control}
        name="automation_types"
        render={({ field }) => (
          <ChoiceGroup
            legend="Automation categories *"
            options={DEMO_AUTOMATION_TYPES}
            value={field.value}
            onChange={field.onChange}
            error={errors.automation_types?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="existing_automations"
        render={({ field }) => (
          <fieldset className="grid gap-3">
            <legend className="mb-3 text-sm leading-none font-medium">Do you already use any automations? *</legend>
            <RadioGroup value={field.value} onValueChange={field.onChange} className="flex gap-6">
              {(['yes', 'no'] as const).map((value) => (
                <div key={value} className="flex items-center gap-2">
                  <RadioGroupItem value={value} id={`existing-${value}`} />
                  <Label htmlFor={`existing-${value}`} className="font-normal">
                    {value === 'yes' ? 'Yes' : 'No'}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
        )}
      />
      {existing === 'yes' ? (
        <Field label="Describe your existing automations">
          <Textarea rows={3} {...form.register('existing_automations_description')} />
        </Field>
      ) : null}
    </div>
  )
}
