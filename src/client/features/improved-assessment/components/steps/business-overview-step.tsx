import * as React from 'react'
import { CURRENT_REVENUES, TEAM_SIZES } from '@/shared/options/improved-choices'
import { TOOL_CATEGORIES } from '@/shared/options/improved-tools'
import type { AssessmentForm } from '../../hooks/use-assessment-form'
import { FieldError } from '@/client/components/ui/field'
import { CheckboxList } from '../checkbox-list'
import { ChoiceGroup } from '../choice-group'

export function BusinessOverviewStep({ form }: { form: AssessmentForm }) {
  const errorId = React.useId()
  const error = form.formState.errors.top_tools
  // A refused item is reported on top_tools.N; the list message is the same either way.
  const message = error?.message ?? (Array.isArray(error) ? error.find(Boolean)?.message : undefined)
  return (
    <div className="grid gap-6">
      <ChoiceGroup form={form} name="team_size" legend="How big is your team?" choices={TEAM_SIZES} columns={3} />
      <ChoiceGroup form={form} name="current_revenue" legend="What is your annual revenue?" choices={CURRENT_REVENUES} columns={3} />
      <fieldset className="grid gap-4" aria-describedby={message ? errorId : undefined}>
        <legend className="mb-1 text-sm font-medium">Which tools does your team use today?</legend>
        {TOOL_CATEGORIES.map((category, index) => (
          <fieldset key={category.name} className="grid gap-2">
            <legend className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{category.name}</legend>
            <CheckboxList
              form={form}
              name="top_tools"
              choices={category.tools}
              describedBy={errorId}
              focusTarget={index === 0}
              className="grid-cols-2 sm:grid-cols-3"
            />
          </fieldset>
        ))}
        <FieldError id={errorId} message={message} />
      </fieldset>
    </div>
  )
}
