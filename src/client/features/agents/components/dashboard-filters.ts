import type { StatusFilter } from '../lib/agent-display'

export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All agents' },
  { value: 'active', label: 'Active' },
  { value: 'waiting', label: 'Waiting' },
]

/** The filter button's text: "Filter", or "Filter: Active" once one is chosen. */
export const filterLabel = (filter: StatusFilter) =>
  `Filter${filter === 'all' ? '' : `: ${STATUS_FILTERS.find((item) => item.value === filter)?.label}`}`
