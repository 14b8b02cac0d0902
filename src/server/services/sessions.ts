import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sessions, users } from '../db/schema/accounts'
import { createToken, hashToken } from './tokens'

const DAY = 24 * 60 * 60_000
export const SESSION_IDLE_MS = 7 * DAY
export const SESSION_ABSOLUTE_MS = 30 * DAY
// Writing last_seen_at on every request would turn each read into a write; an hour is precise enough for a 7-day idle limit.
const TOUCH_EVERY_MS = 60 * 60_000

export type SessionUser = typeof users.$inferSelect

/** Starts a session; the caller has already deleted the one it replaces (rotation at sign-in). */
export async function createSession(db: Db, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = createToken()
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS)
  await db.insert(sessions).values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt })
  return { token, expiresAt }
}

/** The signed-in user for a cookie token, in one query; null when unknown, idle or expired. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token)
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.last_seen_at })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, tokenHash),
        gt(sessions.expires_at, sql`now()`),
        gt(sessions.last_seen_at, sql`now() - interval '7 days'`),
      ),
    )
    .limit(1)
  if (!row) return null
  if (Date.now() - new Date(row.lastSeenAt).getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ last_seen_at: sql`now()` }).where(eq(sessions.token_hash, tokenHash))
  }
  return row.user
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token_hash, hashToken(token)))
}
