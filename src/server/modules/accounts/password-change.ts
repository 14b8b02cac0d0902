import { eq } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import { revokeAccountTokens } from './account-tokens'
import { sessions, users } from './schema'

/**
 * Sets a signed-in user's new password hash and ends every session of theirs, in one transaction (docs/decisions/093):
 * whoever held another session, or a reset link mailed earlier, is out. The route then starts a fresh session for
 * the browser that made the change, as a password reset does (docs/decisions/083).
 */
export async function changePassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, userId))
    await tx.delete(sessions).where(eq(sessions.user_id, userId))
    await revokeAccountTokens(tx, userId, 'reset-password')
  })
}
