import { Filter, Plus } from 'lucide-react'
import * as React from 'react'
import type { CatalogueAgent, CatalogueAgentId } from '@/shared/agents/catalogue'
import { Button } from '@/client/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu'
import type { Takeover } from '@/client/hooks/use-takeover-intent'
import type { StatusFilter } from '../lib/agent-display'
import { STATUS_FILTERS, filterLabel } from './dashboard-filters'

/** How the toolbar's button that loaded this menu was left: clicked (open it), focused (take focus over). */

/** Focuses the trigger as it replaces the toolbar's button, before the browser handles another key. */
function useTakeoverFocus({ defaultOpen, autoFocus }: Takeover) {
  const triggerRef = React.useRef<HTMLButtonElement>(null)
  const [focusOnMount] = React.useState(autoFocus && !defaultOpen)
  React.useLayoutEffect(() => {
    if (focusOnMount) triggerRef.current?.focus()
  }, [focusOnMount])
  return triggerRef
}

type FilterMenuProps = Takeover & { filter: StatusFilter; onFilterChange: (filter: StatusFilter) => void }

/** The dashboard's status filter, loaded by DashboardToolbar on first intent. */
export function FilterMenu({ filter, onFilterChange, ...takeover }: FilterMenuProps) {
  const triggerRef = useTakeoverFocus(takeover)
  return (
    <DropdownMenu defaultOpen={takeover.defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button ref={triggerRef} variant="outline" size="sm">
          <Filter aria-hidden="true" />
          {filterLabel(filter)}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Show agents</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={filter} onValueChange={(value) => onFilterChange(value as StatusFilter)}>
          {STATUS_FILTERS.map((item) => (
            <DropdownMenuRadioItem key={item.value} value={item.value}>
              {item.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

type AddAgentMenuProps = Takeover & {
  addable: CatalogueAgent[]
  onAdd: (id: CatalogueAgentId) => void
  adding: boolean
}

/** Add Agent: deploys a catalogue agent the company does not run yet; loaded by DashboardToolbar on first intent. */
export function AddAgentMenu({ addable, onAdd, adding, ...takeover }: AddAgentMenuProps) {
  const triggerRef = useTakeoverFocus(takeover)
  return (
    <DropdownMenu defaultOpen={takeover.defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          ref={triggerRef}
          size="sm"
          disabled={adding || addable.length === 0}
          title={addable.length === 0 ? 'Every catalogue agent is already deployed' : undefined}
        >
          <Plus aria-hidden="true" />
          Add Agent
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Deploy another agent</DropdownMenuLabel>
        <DropdownMenuRadioGroup value="" onValueChange={(value) => onAdd(value as CatalogueAgentId)}>
          {addable.map((agent) => (
            <DropdownMenuRadioItem key={agent.id} value={agent.id}>
              {agent.name} — {agent.agent_type}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
