import { X } from 'lucide-react'
import { useId } from 'react'
import type { Agent } from '@/shared/schemas/agents'
import { SIGNAL_STATUSES } from '@/shared/schemas/agents'
import { SIGNAL_NAMES, SIGNAL_STATUS_LABELS, type SignalFilters as Filters } from '@/shared/schemas/signal-filters'
import { Button } from '@/client/components/ui/button'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'

type SignalFiltersProps = {
  filters: Filters
  agents: Pick<Agent, 'id' | 'name'>[]
  active: boolean
  onChange: (key: keyof Filters, value: string) => void
  onClear: () => void
}

/** Agent, signal and status, each 'All' by default (docs/product.md#signals-page). Native selects: the phone's own picker. */
export function SignalFilters({ filters, agents, active, onChange, onClear }: SignalFiltersProps) {
  const id = useId()
  return (
    <form
      role="search"
      aria-label="Filter signals"
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-agent`}>Agent</Label>
        <NativeSelect id={`${id}-agent`} value={filters.agent ?? ''} onChange={(event) => onChange('agent', event.target.value)}>
          <option value="">All agents</option>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-signal`}>Signal</Label>
        <NativeSelect id={`${id}-signal`} value={filters.signal ?? ''} onChange={(event) => onChange('signal', event.target.value)}>
          <option value="">All signals</option>
          {SIGNAL_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect id={`${id}-status`} value={filters.status ?? ''} onChange={(event) => onChange('status', event.target.value)}>
          <option value="">All statuses</option>
          {SIGNAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {SIGNAL_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {active ? (
        <Button type="button" variant="ghost" onClick={onClear}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </form>
  )
}
