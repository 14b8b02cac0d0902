import { and, desc, eq, sql } from 'drizzle-orm'
import type { AccountSession } from '@/shared/schemas/account-settings'
import type { Db } from '@/server/platform/db/client'
import { hashToken } from '@/server/platform/session/tokens'
import { sessions } from './schema'

// The user's own sessions on the Account settings page (docs/decisions/093): listed by id, never by token hash, and
// only the user's: another user's session id is unknown here (404), like an id that never existed.

// The sessions the lookup of sessions.ts still accepts: not past the absolute or the idle limit.
const live = sql`${sessions.expires_at} > now() and ${sessions.last_seen_at} > now() - interval '7 days'`

/** The user's live sessions, most recently seen first; `currentToken` (the request's cookie) marks its own. */
export async function listSessions(db: Db, userId: string, currentToken: string | undefined): Promise<AccountSession[]> {
  const current = currentToken ? hashToken(currentToken) : null
  const rows = await db
    .select({
      id: sessions.id,
      token_hash: sessions.token_hash,
      created_at: sessions.created_at,
      last_seen_at: sessions.last_seen_at,
      device: sessions.device,
    })
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), live))
    .orderBy(desc(sessions.last_seen_at), desc(sessions.created_at))
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    device: row.device,
    current: row.token_hash === current,
  }))
}

/** Ends one of the user's sessions: false when the user has none by that id; `current` when it was `currentToken`'s. */
export async function endSessionById(
  db: Db,
  userId: string,
  id: string,
  currentToken: string | undefined,
): Promise<{ ended: boolean; current: boolean }> {
  const [deleted] = await db
    .delete(sessions)
    .where(and(eq(sessions.user_id, userId), eq(sessions.id, id)))
    .returning({ tokenHash: sessions.token_hash })
  return { ended: Boolean(deleted), current: Boolean(deleted && currentToken && deleted.tokenHash === hashToken(currentToken)) }
}

/** Ends every session of the user, the caller's own included ("Sign out everywhere"). */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.user_id, userId))
}
