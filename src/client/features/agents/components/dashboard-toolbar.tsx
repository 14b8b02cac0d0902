import { Filter, Plus } from 'lucide-react'
import type { CatalogueAgent, CatalogueAgentId } from '@/shared/agents/catalogue'
import { Button } from '@/client/components/ui/button'
import { useModule } from '@/client/hooks/use-module'
import { useTakeoverIntent } from '@/client/hooks/use-takeover-intent'
import type { StatusFilter } from '../lib/agent-display'
import { filterLabel } from './dashboard-filters'

// The two dropdowns (Radix menu with Floating UI, focus trap and scroll lock, about 15 KB gzip) load when someone
// reaches for a button (pointer over it, focus, a click), not with the dashboard (docs/decisions/097).
const importMenus = () => import('./dashboard-menus')

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
  const filterMenu = useTakeoverIntent()
  const addMenu = useTakeoverIntent()
  const menus = useModule(importMenus, filterMenu.takeover !== null || addMenu.takeover !== null)
  // Until the menus' code has arrived (or for good, if it cannot load), plain buttons that ask for it.
  const Menus = menus.module
  return (
    <div className="flex flex-wrap gap-2">
      {Menus && filterMenu.takeover ? (
        <Menus.FilterMenu filter={filter} onFilterChange={onFilterChange} {...filterMenu.takeover} />
      ) : (
        <Button variant="outline" size="sm" aria-haspopup="menu" aria-expanded={false} {...filterMenu.handlers}>
          <Filter aria-hidden="true" />
          {filterLabel(filter)}
        </Button>
      )}
      {onAdd ? (
        Menus && addMenu.takeover ? (
          <Menus.AddAgentMenu addable={addable} onAdd={onAdd} adding={adding} {...addMenu.takeover} />
        ) : (
          <Button
            size="sm"
            disabled={adding || addable.length === 0}
            title={addable.length === 0 ? 'Every catalogue agent is already deployed' : undefined}
            aria-haspopup="menu"
            aria-expanded={false}
            {...addMenu.handlers}
          >
            <Plus aria-hidden="true" />
            Add Agent
          </Button>
        )
      ) : null}
    </div>
  )
}
