import { Filter, Plus } from 'lucide-react'
import * as React from 'react'
import type { CatalogueAgent, CatalogueAgentId } from '@/shared/agents/catalogue'
import { Button } from '@/client/components/ui/button'
import { useModule } from '@/client/hooks/use-module'
import type { StatusFilter } from '../lib/agent-display'
import { filterLabel } from './dashboard-filters'
import type { MenuTakeover } from './dashboard-menus'

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

/** Null until a button is reached for; a click opens its menu as it arrives, focus moves to the menu's trigger. */
function useMenuIntent() {
  const [intent, setIntent] = React.useState<{ open: boolean; focus: boolean } | null>(null)
  const handlers = {
    onPointerEnter: () => setIntent((current) => current ?? { open: false, focus: false }),
    onFocus: () => setIntent((current) => ({ open: current?.open ?? false, focus: true })),
    onBlur: () => setIntent((current) => current && { ...current, focus: false }),
    onClick: () => setIntent((current) => ({ open: true, focus: current?.focus ?? false })),
  }
  const takeover: MenuTakeover | null = intent && { defaultOpen: intent.open, autoFocus: intent.focus }
  return { takeover, handlers }
}

export function DashboardToolbar({ filter, onFilterChange, addable, onAdd, adding }: DashboardToolbarProps) {
  const filterMenu = useMenuIntent()
  const addMenu = useMenuIntent()
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
