import { Search, X } from 'lucide-react'
import * as React from 'react'
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, LEAD_STATUS_LABELS, LEAD_STATUSES } from '@/shared/backoffice/lead-kinds'
import type { LeadFilterOptions, LeadFilters as Filters } from '@/shared/schemas/admin-leads'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'
import type { LeadFilterKey } from '../hooks/use-lead-filters'

type LeadFiltersProps = {
  filters: Filters
  /** The values the leads hold; empty while they load. */
  options: LeadFilterOptions
  active: boolean
  onChange: (changes: Partial<Record<LeadFilterKey, string>>) => void
  onClear: () => void
}

// The stage and the ref share one menu: both say where a lead arrived from.
const arrivalValue = (filters: Filters) => (filters.stage ? `stage:${filters.stage}` : filters.ref ? `ref:${filters.ref}` : '')

/** Source, industry, status, stage or ref, a date range and a search (docs/product.md#back-office). */
export function LeadFilters({ filters, options, active, onChange, onClear }: LeadFiltersProps) {
  const id = React.useId()
  const [search, setSearch] = React.useState(filters.q ?? '')
  // The box follows the URL when it changes elsewhere (Clear filters, the browser's back button).
  const [shownQ, setShownQ] = React.useState(filters.q)
  if (shownQ !== filters.q) {
    setShownQ(filters.q)
    setSearch(filters.q ?? '')
  }
  // A value in the URL that no lead holds any more stays choosable, so the menu shows what is applied.
  const withCurrent = (values: string[], current: string | undefined) =>
    current && !values.includes(current) ? [current, ...values] : values

  return (
    <form
      role="search"
      aria-label="Filter leads"
      onSubmit={(event) => {
        event.preventDefault()
        onChange({ q: search.trim() })
      }}
      className="grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={`${id}-q`}>Search</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-q`}
            type="search"
            value={search}
            maxLength={200}
            placeholder="Company name or e-mail"
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-source`}>Source</Label>
        <NativeSelect id={`${id}-source`} value={filters.source ?? ''} onChange={(event) => onChange({ source: event.target.value })}>
          <option value="">All sources</option>
          {LEAD_SOURCES.map((source) => (
            <option key={source} value={source}>
              {LEAD_SOURCE_LABELS[source]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect id={`${id}-status`} value={filters.status ?? ''} onChange={(event) => onChange({ status: event.target.value })}>
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-industry`}>Industry</Label>
        <NativeSelect id={`${id}-industry`} value={filters.industry ?? ''} onChange={(event) => onChange({ industry: event.target.value })}>
          <option value="">All industries</option>
          {withCurrent(options.industries, filters.industry).map((industry) => (
            <option key={industry} value={industry}>
              {industry}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-arrival`}>Stage or ref</Label>
        <NativeSelect
          id={`${id}-arrival`}
          value={arrivalValue(filters)}
          onChange={(event) => {
            const [kind, ...rest] = event.target.value.split(':')
            const value = rest.join(':')
            onChange({ stage: kind === 'stage' ? value : '', ref: kind === 'ref' ? value : '' })
          }}
        >
          <option value="">Any stage or ref</option>
          <optgroup label="Quiz stage">
            {withCurrent(options.stages, filters.stage).map((stage) => (
              <option key={stage} value={`stage:${stage}`}>
                {stage}
              </option>
            ))}
          </optgroup>
          <optgroup label="Ref">
            {withCurrent(options.refs, filters.ref).map((ref) => (
              <option key={ref} value={`ref:${ref}`}>
                {ref}
              </option>
            ))}
          </optgroup>
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
      {active ? (
        <Button type="button" variant="ghost" className="justify-self-start" onClick={onClear}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </form>
  )
}
