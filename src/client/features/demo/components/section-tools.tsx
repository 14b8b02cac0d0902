import { Info } from 'lucide-react'
import * as React from 'react'
import { Controller } from 'react-hook-form'
import { DEMO_TOOLS } from '@/shared/options/demo-tools'
import { HOURLY_COST, HOURS_WEEKLY } from '@/shared/schemas/demo-assessment'
import { Field } from '@/client/components/ui/field'
import { Slider } from '@/client/components/ui/slider'
import { Textarea } from '@/client/components/ui/textarea'
import type { AssessmentForm } from './assessment-form'
import { ChoiceGroup } from './choice-group'

function SliderField({
  label,
  value,
  suffix,
  children,
}: {
  label: string
  value: string
  suffix?: string
  children: (labelId: string) => React.ReactNode
}) {
  const labelId = React.useId()
  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
        <output aria-labelledby={labelId} className="text-lg font-semibold tabular-nums">
          {value}
          {suffix}
        </output>
      </div>
      {children(labelId)}
    </div>
  )
}

/** Section 3: tools, the two sliders (docs/product.md#demo-assessment), underused tools and the ROI framework box. */
export function SectionTools({ form }: { form: AssessmentForm }) {
  const { errors } = form.formState
  return (
    <div className="grid gap-6">
      <Controller
        control={form.control}
        name="current_tools"
        render={({ field }) => (
          <ChoiceGroup
            legend="Current tools *"
            options={DEMO_TOOLS}
            value={field.value}
            onChange={field.onChange}
            error={errors.current_tools?.message}
            columns={3}
          />
        )}
      />
      <Controller
        control={form.control}
        name="hours_weekly_repetitive"
        render={({ field }) => (
          <SliderField label="Hours spent on repetitive tasks weekly" value={String(field.value)} suffix=" h">
            {(labelId) => (
              <Slider
                aria-labelledby={labelId}
                min={HOURS_WEEKLY.min}
                max={HOURS_WEEKLY.max}
                step={HOURS_WEEKLY.step}
                value={[field.value]}
                onValueChange={([value]) => field.onChange(value)}
              />
            )}
          </SliderField>
        )}
      />
      <Controller
        control={form.control}
        name="average_hourly_cost"
        render={({ field }) => (
          <SliderField label="Average hourly cost of that work" value={`$${field.value ?? HOURLY_COST.default}`}>
            {(labelId) => (
              <Slider
                aria-labelledby={labelId}
                min={HOURLY_COST.min}
                max={HOURLY_COST.max}
                step={HOURLY_COST.step}
                value={[field.value ?? HOURLY_COST.default]}
                onValueChange={([value]) => field.onChange(value)}
              />
            )}
          </SliderField>
        )}
      />
      <Field label="Tools you pay for but underuse">
        <Textarea rows={2} {...form.register('underused_tools')} />
      </Field>
      <aside className="flex gap-3 rounded-lg border bg-secondary p-4 text-sm text-secondary-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong>ROI framework:</strong> we estimate your savings from the hours above at a guaranteed minimum of 40% improvement, using
          your hourly cost. You will see the figures on the next page.
        </p>
      </aside>
    </div>
  )
}
