import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimitWindows } from './schema'

export type Limit = { max: number; windowMs: number }

export const LIMITS = {
  // Failed sign-ins, 10 per 15 minutes per client address, and per e-mail from addresses the account has not signed in
  // from (docs/product.md#limits, docs/decisions/076).
  loginFailuresPerEmail: { max: 10, windowMs: 15 * 60_000 },
  loginFailuresPerIp: { max: 10, windowMs: 15 * 60_000 },
  registerPerIp: { max: 20, windowMs: 60 * 60_000 },
  verifyPerIp: { max: 20, windowMs: 15 * 60_000 },
  // A person submits the quiz once, perhaps retries; webhook and e-mail follow each submit (decision 033).
  quizSubmitPerIp: { max: 20, windowMs: 60 * 60_000 },
  quizFollowUpPerIp: { max: 60, windowMs: 60 * 60_000 },
  quizReportPerIp: { max: 60, windowMs: 15 * 60_000 },
  quizResultsPerIp: { max: 60, windowMs: 15 * 60_000 },
  // Events per API key (or signed-in user): 100 a second, half of what the runtime sustains on the embedded database,
  // so that one key at its limit leaves room for every other company (decision 085).
  eventsPerKey: { max: 1000, windowMs: 10_000 },
} satisfies Record<string, Limit>

export type LimitState = { limited: false } | { limited: true; retryAfterMs: number }

/** A slot taken in a key's window; giving it back frees it only in that same window. */
export type Slot = { key: string; windowStartedAt: Date }

export type Reservation = { granted: true; slot: Slot } | { granted: false; retryAfterMs: number }

/**
 * Takes one of the limit's slots for `key` before the guarded work runs, in one statement: the upsert locks the key's
 * counter row, so of N concurrent callers exactly `limit.max` are granted, whichever process they run in. A refusal
 * writes nothing; a window that has ended starts again at the first slot taken after it (docs/decisions/076).
 */
export async function reserveSlot(db: Db, key: string, limit: Limit): Promise<Reservation> {
  const counter = rateLimitWindows
  const open = sql`${counter.window_ends_at} > now()`
  const windowEnd = sql`now() + ${limit.windowMs} * interval '1 millisecond'`
  const [taken] = await db
    .insert(counter)
    .values({ key, hits: 1, window_started_at: sql`now()`, window_ends_at: windowEnd })
    .onConflictDoUpdate({
      target: counter.key,
      set: {
        hits: sql`case when ${open} then ${counter.hits} + 1 else 1 end`,
        window_started_at: sql`case when ${open} then ${counter.window_started_at} else now() end`,
        window_ends_at: sql`case when ${open} then ${counter.window_ends_at} else ${windowEnd} end`,
      },
      setWhere: sql`not ${open} or ${counter.hits} < ${limit.max}`,
    })
    .returning({ windowStartedAt: counter.window_started_at })
  if (taken) return { granted: true, slot: { key, windowStartedAt: taken.windowStartedAt } }
  // Refused: read when the full window ends, for Retry-After (a new statement sees the row another caller inserted).
  const [full] = await db
    .select({ retryAfterMs: sql<number>`ceil(extract(epoch from ${counter.window_ends_at} - now()) * 1000)::int` })
    .from(counter)
    .where(eq(counter.key, key))
  return { granted: false, retryAfterMs: Math.max(1000, full?.retryAfterMs ?? limit.windowMs) }
}

/**
 * Gives a slot back, for limits that count only failures: the slot was taken before the outcome was known, so at
 * most `max` failures are ever evaluated at once. A slot of a window that has since ended frees nothing.
 */
export async function releaseSlot(db: Db, slot: Slot): Promise<void> {
  await db
    .update(rateLimitWindows)
    .set({ hits: sql`${rateLimitWindows.hits} - 1` })
    .where(
      and(
        eq(rateLimitWindows.key, slot.key),
        eq(rateLimitWindows.window_started_at, slot.windowStartedAt),
        gt(rateLimitWindows.hits, 0),
        sql`${rateLimitWindows.window_ends_at} > now()`,
      ),
    )
}

/** Windows that have ended are useless (the next slot restarts them in place); dropped by the periodic cleanup. */
export async function pruneEndedWindows(db: Db): Promise<void> {
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.window_ends_at, sql`now()`))
}

export function formatRetryMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
