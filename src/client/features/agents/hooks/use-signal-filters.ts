import { useSearchParams } from 'react-router'
import { signalFiltersSchema, type SignalFilters } from '@/shared/schemas/signal-filters'

const KEYS = ['agent', 'signal', 'status'] as const
type FilterKey = (typeof KEYS)[number]

/**
 * The signal ledger's filters, kept in the URL's search params so a filtered view survives a reload and can be
 * shared (docs/decisions/092). A value the schema refuses (an edited or outdated link) reads as no filter.
 */
export function useSignalFilters() {
  const [params, setParams] = useSearchParams()
  const filters: SignalFilters = {}
  for (const key of KEYS) {
    const parsed = signalFiltersSchema.shape[key].safeParse(params.get(key) ?? undefined)
    if (parsed.success && parsed.data) Object.assign(filters, { [key]: parsed.data })
  }

  function setFilter(key: FilterKey, value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(key, value)
        else next.delete(key)
        return next
      },
      { replace: true },
    )
  }

  function clearFilters() {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const key of KEYS) next.delete(key)
        return next
      },
      { replace: true },
    )
  }

  const active = KEYS.some((key) => filters[key] !== undefined)
  return { filters, active, setFilter, clearFilters }
}
