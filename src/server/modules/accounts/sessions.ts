import { eq, sql } from 'drizzle-orm'
import type { Database, Db } from '@/server/platform/db/client'
import { preparedQuery } from '@/server/platform/db/prepared'
import type { SessionStore, SessionUser } from '@/server/platform/session/session-plugin'
import { createToken, hashToken } from '@/server/platform/session/tokens'
import { describeDevice } from './device-name'
import { sessions } from './schema'

const DAY = 24 * 60 * 60_000
export const SESSION_IDLE_MS = 7 * DAY
export const SESSION_ABSOLUTE_MS = 30 * DAY
// Writing last_seen_at on every request would turn each read into a write; an hour is precise enough for a 7-day idle limit.
const TOUCH_EVERY_MS = 60 * 60_000

/**
 * Starts a session; the caller has already deleted the one it replaces (rotation at sign-in). `userAgent` is kept only
 * as its summary (device-name.ts), for the user's list of sessions.
 */
export async function createSession(db: Db, userId: string, userAgent?: string): Promise<{ token: string; expiresAt: Date }> {
  const token = createToken()
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS)
  await db
    .insert(sessions)
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt, device: describeDevice(userAgent) })
  return { token, expiresAt }
}

// The one query behind every signed-in request, kept as a prepared statement (db/prepared.ts).
const SESSION_USER_SQL = `select u.id, u.email, u.username, u.full_name, u.company_id, u.role,
  u.onboarding_completed, u.email_verified_at, u.created_at, u.staff, s.last_seen_at
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.expires_at > now() and s.last_seen_at > now() - interval '7 days'
  limit 1`

type SessionUserRow = Omit<SessionUser, 'created_at' | 'email_verified_at'> & {
  created_at: Date | string
  email_verified_at: Date | string | null
  last_seen_at: Date | string
}

/** Builds the lookup of the signed-in user for a cookie token: one prepared query; null when unknown, idle or expired. */
export function createSessionLookup(database: Database): SessionStore['findUser'] {
  const findRow = preparedQuery<SessionUserRow>(database, 'find_session_user', ['text'], SESSION_USER_SQL)

  return async (token) => {
    const tokenHash = hashToken(token)
    const [row] = await findRow([tokenHash])
    if (!row) return null
    const { last_seen_at: lastSeenAt, ...user } = row
    if (Date.now() - new Date(lastSeenAt).getTime() > TOUCH_EVERY_MS) {
      await database.db
        .update(sessions)
        .set({ last_seen_at: sql`now()` })
        .where(eq(sessions.token_hash, tokenHash))
    }
    const verifiedAt = user.email_verified_at
    return { ...user, created_at: new Date(user.created_at), email_verified_at: verifiedAt === null ? null : new Date(verifiedAt) }
  }
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token_hash, hashToken(token)))
}

/** The session store the platform's session plugin works with. */
export function createSessionStore(database: Database): SessionStore {
  return {
    findUser: createSessionLookup(database),
    create: (userId, client) => createSession(database.db, userId, client?.userAgent),
    remove: (token) => deleteSession(database.db, token),
    lifetimeMs: SESSION_ABSOLUTE_MS,
  }
}
