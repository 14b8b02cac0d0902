import { FUNNELS, funnelAnalyticsQuerySchema, type Funnel, type FunnelAnalyticsQuery } from '@/shared/schemas/funnel-analytics'
import { useUrlFilters } from '@/client/hooks/use-url-filters'

const DAY_MS = 86_400_000
const DEFAULT_DAYS = 30
const SOURCE_KEYS = ['stage', 'ref', 'industry'] as const
export type SourceKey = (typeof SOURCE_KEYS)[number]

const toDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The last 30 UTC days, today included. */
export function getDefaultRange(now = Date.now()): { from: string; to: string } {
  return { from: toDay(now - (DEFAULT_DAYS - 1) * DAY_MS), to: toDay(now) }
}

/**
 * The page's funnel, date range and filters, kept in the URL so a view survives a reload and can be shared. An unknown
 * funnel reads as the quiz; a missing date as the last 30 days. `query` is null while the range is not valid, and
 * `error` says why.
 */
export function useAnalyticsFilters() {
  const { params, update, clear } = useUrlFilters()
  const funnelParam = params.get('funnel')
  const funnel: Funnel = FUNNELS.find((item) => item === funnelParam) ?? 'quiz'
  const defaults = getDefaultRange()
  const from = params.get('from') || defaults.from
  const to = params.get('to') || defaults.to
  const sources: Partial<Record<SourceKey, string>> = {}
  for (const key of SOURCE_KEYS) {
    const value = params.get(key)
    if (value) sources[key] = value
  }
  const parsed = funnelAnalyticsQuerySchema.safeParse({ funnel, from, to, ...sources })
  const query: FunnelAnalyticsQuery | null = parsed.success ? parsed.data : null
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message

  return {
    funnel,
    from,
    to,
    sources,
    query,
    error,
    // Another funnel has other sources and industries: its filters start empty.
    setFunnel: (next: Funnel) => update({ funnel: next, stage: undefined, ref: undefined, industry: undefined }),
    setRange: (changes: { from?: string; to?: string }) => update(changes),
    setSource: (key: SourceKey, value: string) => update({ [key]: value }),
    clearSources: () => clear(SOURCE_KEYS),
  }
}
