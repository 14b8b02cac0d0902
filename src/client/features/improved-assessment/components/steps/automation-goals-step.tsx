import * as React from 'react'
import { AUTOMATION_PRIORITIES } from '@/shared/options/improved-choices'
import { AUTOMATION_PROCESSES } from '@/shared/options/improved-processes'
import type { AssessmentForm } from '../../hooks/use-assessment-form'
import { FieldError } from '@/client/components/ui/field'
import { CheckboxList } from '../checkbox-list'
import { ChoiceGroup } from '../choice-group'

export function AutomationGoalsStep({ form }: { form: AssessmentForm }) {
  const errorId = React.useId()
  const error = form.formState.errors.specific_processes
  const message = error?.message ?? (Array.isArray(error) ? error.find(Boolean)?.message : undefined)
  return (
    <div className="grid gap-6">
      <ChoiceGroup form={form} name="automation_priority" legend="What matters most from automation?" choices={AUTOMATION_PRIORITIES} />
      <fieldset className="grid gap-3" aria-describedby={message ? errorId : undefined}>
        <legend className="mb-3 text-sm font-medium">Which processes should we automate first?</legend>
        <CheckboxList form={form} name="specific_processes" choices={AUTOMATION_PROCESSES} describedBy={errorId} focusTarget />
        <FieldError id={errorId} message={message} />
      </fieldset>
    </div>
  )
}
