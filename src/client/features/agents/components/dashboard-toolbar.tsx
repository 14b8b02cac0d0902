import { Filter, Plus } from 'lucide-react'
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
import type { StatusFilter } from '../lib/agent-display'

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All agents' },
  { value: 'active', label: 'Active' },
  { value: 'waiting', label: 'Waiting' },
]

type DashboardToolbarProps = {
  filter: StatusFilter
  onFilterChange: (filter: StatusFilter) => void
  /** Catalogue agents the company does not run yet; Add Agent deploys one (the original only toasted: decision 050). */
  addable: CatalogueAgent[]
  /** Absent for a member: only the owner deploys (docs/decisions/082-roles.md). */
  onAdd?: (id: CatalogueAgentId) => void
  adding: boolean
}

export function DashboardToolbar({ filter, onFilterChange, addable, onAdd, adding }: DashboardToolbarProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <Filter aria-hidden="true" />
            Filter{filter === 'all' ? '' : `: ${FILTERS.find((item) => item.value === filter)?.label}`}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>Show agents</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={filter} onValueChange={(value) => onFilterChange(value as StatusFilter)}>
            {FILTERS.map((item) => (
              <DropdownMenuRadioItem key={item.value} value={item.value}>
                {item.label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      {onAdd ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
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
      ) : null}
    </div>
  )
}
