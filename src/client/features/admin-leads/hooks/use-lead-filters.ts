import { LEAD_SOURCES, LEAD_STATUSES } from '@/shared/backoffice/lead-kinds'
import type { LeadFilters } from '@/shared/schemas/admin-leads'
import { useUrlFilters } from '@/client/hooks/use-url-filters'

const KEYS = ['source', 'industry', 'status', 'stage', 'ref', 'from', 'to', 'q'] as const
export type LeadFilterKey = (typeof KEYS)[number]

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const MAX_TEXT = 200

/** A value the API would refuse (an edited or outdated link) reads as no filter. */
function readFilter(key: LeadFilterKey, value: string | null): string | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (key === 'source') return (LEAD_SOURCES as readonly string[]).includes(text) ? text : undefined
  if (key === 'status') return (LEAD_STATUSES as readonly string[]).includes(text) ? text : undefined
  if (key === 'from' || key === 'to') return ISO_DATE.test(text) ? text : undefined
  return text.length <= MAX_TEXT ? text : undefined
}

/** The inbox's filters, in the URL under the API's own names (docs/product.md#back-office). */
export function useLeadFilters() {
  const { params, update, clear } = useUrlFilters()
  const filters: LeadFilters = {}
  for (const key of KEYS) {
    const value = readFilter(key, params.get(key))
    if (value !== undefined) Object.assign(filters, { [key]: value })
  }
  // Dates the wrong way round would be a 400: the later one is dropped until they are put right.
  if (filters.from && filters.to && filters.from > filters.to) delete filters.to

  const setFilters = (changes: Partial<Record<LeadFilterKey, string>>) => update(changes)
  const clearFilters = () => clear(KEYS)

  const active = KEYS.some((key) => filters[key] !== undefined)
  return { filters, active, setFilters, clearFilters }
}
