import { X } from 'lucide-react'
import { useId } from 'react'
import { getOptionLabel } from '@/shared/options/option-list'
import { FUNNEL_INDUSTRIES, type Funnel, type FunnelAnalytics } from '@/shared/schemas/funnel-analytics'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'
import type { SourceKey } from '../hooks/use-analytics-filters'

type AnalyticsFiltersProps = {
  funnel: Funnel
  from: string
  to: string
  rangeError?: string
  sources: Partial<Record<SourceKey, string>>
  /** The values present in the range; empty until the first answer. */
  available: FunnelAnalytics['filters'] | undefined
  onRange: (changes: { from?: string; to?: string }) => void
  onSource: (key: SourceKey, value: string) => void
  onClear: () => void
}

/** The values to offer: those of the range, and the chosen one even when the range has none of it. */
const withChosen = (values: string[], chosen: string | undefined) => (chosen && !values.includes(chosen) ? [chosen, ...values] : values)

/** Date range (UTC days) and the source and industry filters, all kept in the URL. Native selects: the phone's own picker. */
export function AnalyticsFilters({ funnel, from, to, rangeError, sources, available, onRange, onSource, onClear }: AnalyticsFiltersProps) {
  const id = useId()
  const industries = FUNNEL_INDUSTRIES[funnel]
  const selects: { key: SourceKey; label: string; all: string; values: string[]; labelOf: (value: string) => string }[] = [
    { key: 'stage', label: 'Stage', all: 'All stages', values: available?.stages ?? [], labelOf: (value) => value },
    { key: 'ref', label: 'Ref', all: 'All refs', values: available?.refs ?? [], labelOf: (value) => value },
  ]
  // The demo asks for its industry in free text, which is never reported (docs/decisions/107-funnel-analytics.md).
  if (industries.length > 0)
    selects.push({
      key: 'industry',
      label: 'Industry',
      all: 'All industries',
      values: available?.industries ?? [],
      labelOf: (value) => getOptionLabel(industries, value),
    })
  const active = Object.values(sources).some(Boolean)

  return (
    <form
      role="search"
      aria-label="Filter the funnel"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-1 items-start gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
    >
      <Field label="From" description="UTC day">
        <Input type="date" value={from} max={to} onChange={(event) => onRange({ from: event.target.value })} />
      </Field>
      <Field label="To" description="UTC day, included" error={rangeError}>
        <Input type="date" value={to} min={from} onChange={(event) => onRange({ to: event.target.value })} />
      </Field>
      {selects.map((select) => (
        <div key={select.key} className="grid gap-2">
          <Label htmlFor={`${id}-${select.key}`}>{select.label}</Label>
          <NativeSelect
            id={`${id}-${select.key}`}
            value={sources[select.key] ?? ''}
            onChange={(event) => onSource(select.key, event.target.value)}
          >
            <option value="">{select.all}</option>
            {withChosen(select.values, sources[select.key]).map((value) => (
              <option key={value} value={value}>
                {select.labelOf(value)}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
      {active ? (
        <Button variant="ghost" className="self-end" onClick={onClear}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </form>
  )
}
