import { signalFiltersSchema, type SignalFilters } from '@/shared/schemas/signal-filters'
import { useUrlFilters } from '@/client/hooks/use-url-filters'

const KEYS = ['agent', 'signal', 'status'] as const
type FilterKey = (typeof KEYS)[number]

/**
 * The signal ledger's filters, in the URL (docs/decisions/092). A value the schema refuses (an edited or outdated
 * link) reads as no filter.
 */
export function useSignalFilters() {
  const { params, update, clear } = useUrlFilters()
  const filters: SignalFilters = {}
  for (const key of KEYS) {
    const parsed = signalFiltersSchema.shape[key].safeParse(params.get(key) ?? undefined)
    if (parsed.success && parsed.data) Object.assign(filters, { [key]: parsed.data })
  }

  const setFilter = (key: FilterKey, value: string) => update({ [key]: value })
  const clearFilters = () => clear(KEYS)

  const active = KEYS.some((key) => filters[key] !== undefined)
  return { filters, active, setFilter, clearFilters }
}
