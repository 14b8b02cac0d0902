import pLimit, { type LimitFunction } from 'p-limit'

/**
 * Attempts in flight to one origin at most (docs/decisions/084-quiz-submit-enqueues-follow-ups.md): a backlog drains
 * concurrently without a burst of hundreds of connections to one receiver (an n8n instance, a company's server).
 */
export const MAX_IN_FLIGHT_PER_DESTINATION = 8

// Idle limiters are dropped once this many origins are known, so a long-running worker keeps no map of every URL it met.
const KNOWN_ORIGINS_MAX = 1000

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

/** Runs each task under its URL's origin's limiter: at most `perDestination` at once per origin, any number overall. */
export function createDestinationLimits(
  perDestination = MAX_IN_FLIGHT_PER_DESTINATION,
): <T>(url: string, task: () => Promise<T>) => Promise<T> {
  const limits = new Map<string, LimitFunction>()
  return (url, task) => {
    const origin = originOf(url)
    let limit = limits.get(origin)
    if (!limit) {
      if (limits.size >= KNOWN_ORIGINS_MAX) {
        for (const [known, idle] of limits) if (idle.activeCount === 0 && idle.pendingCount === 0) limits.delete(known)
      }
      limit = pLimit(perDestination)
      limits.set(origin, limit)
    }
    return limit(task)
  }
}
