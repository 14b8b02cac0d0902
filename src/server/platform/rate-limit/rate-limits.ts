import { and, count, eq, gt, lt, min } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimitHits } from './schema'

export type Limit = { max: number; windowMs: number }

export const LIMITS = {
  // Failed sign-ins, 10 per 15 minutes, per e-mail and separately per IP (docs/product.md#limits).
  loginFailuresPerEmail: { max: 10, windowMs: 15 * 60_000 },
  loginFailuresPerIp: { max: 10, windowMs: 15 * 60_000 },
  registerPerIp: { max: 20, windowMs: 60 * 60_000 },
  verifyPerIp: { max: 20, windowMs: 15 * 60_000 },
  // A person submits the quiz once, perhaps retries; webhook and e-mail follow each submit (decision 033).
  quizSubmitPerIp: { max: 20, windowMs: 60 * 60_000 },
  quizFollowUpPerIp: { max: 60, windowMs: 60 * 60_000 },
  quizReportPerIp: { max: 60, windowMs: 15 * 60_000 },
  // Events per API key (or signed-in user): 300 a second sustained, bursts of 3000 (decision 073).
  eventsPerKey: { max: 3000, windowMs: 10_000 },
} satisfies Record<string, Limit>

export type LimitState = { limited: false } | { limited: true; retryAfterMs: number }

/**
 * Counts hits in the database, so several server processes on one PostgreSQL agree.
 * Returns when the oldest hit in the window leaves it.
 */
export async function checkLimit(db: Db, key: string, limit: Limit, now = new Date()): Promise<LimitState> {
  const since = new Date(now.getTime() - limit.windowMs)
  const [row] = await db
    .select({ hits: count(), oldest: min(rateLimitHits.created_at) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.created_at, since)))
  if (!row || row.hits < limit.max || !row.oldest) return { limited: false }
  return { limited: true, retryAfterMs: new Date(row.oldest).getTime() + limit.windowMs - now.getTime() }
}

export async function recordHit(db: Db, key: string): Promise<void> {
  await db.insert(rateLimitHits).values({ key })
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key))
}

/** Old hits are useless; dropped by the periodic cleanup. */
export async function pruneHits(db: Db, olderThanMs = 24 * 60 * 60_000): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.created_at, new Date(Date.now() - olderThanMs)))
}

export function formatRetryMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
