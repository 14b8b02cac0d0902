// Speed (docs/performance.md): on the embedded database the newest signals page of a company with 1 000 000
// signals took about 38 ms at p99 when read each time; kept until its next change it is 13–17 ms (budget < 20 ms).
/** Subscribes to a company's committed changes; returns the unsubscribe (the agent change hub fits). */
export type ChangeSubscriber = (companyId: string, listener: (change: { signals: boolean }) => void) => () => void

type Entry<T> = { value: T; unsubscribe: () => void }

// Enough for every company active at once on one embedded database; the oldest is dropped beyond it.
const MAX_COMPANIES = 1000

/**
 * The newest page of each company's signals, kept until the company's next signal change (docs/decisions/018).
 * Used on the embedded database only: its change notices come from the one process that writes, so none is
 * missed. `version` guards the race where a change lands while a page is being read: that read is not kept.
 */
export function createFirstPageCache<T>(subscribe: ChangeSubscriber, load: (companyId: string) => Promise<T>) {
  const entries = new Map<string, Entry<T>>()
  const versions = new Map<string, number>()

  const forget = (companyId: string) => {
    versions.set(companyId, (versions.get(companyId) ?? 0) + 1)
    const entry = entries.get(companyId)
    if (!entry) return
    entries.delete(companyId)
    entry.unsubscribe()
  }

  return async (companyId: string): Promise<T> => {
    const cached = entries.get(companyId)
    if (cached) return cached.value
    const version = versions.get(companyId) ?? 0
    // Listening before reading: a change committed during the read bumps the version and the read is not kept.
    const unsubscribe = subscribe(companyId, (change) => change.signals && forget(companyId))
    let value: T
    try {
      value = await load(companyId)
    } catch (error) {
      unsubscribe()
      throw error
    }
    if ((versions.get(companyId) ?? 0) !== version || entries.has(companyId)) {
      unsubscribe()
      return value
    }
    entries.set(companyId, { value, unsubscribe })
    if (entries.size > MAX_COMPANIES) forget(entries.keys().next().value!)
    return value
  }
}
