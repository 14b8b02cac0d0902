import { eq } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { enqueueEmail } from '@/server/platform/mail/outbox'
import { renderPasswordResetEmail, type AccountEmailContext } from './account-emails'
import { issueAccountToken, revokeAccountTokens, useAccountToken } from './account-tokens'
import { markEmailVerified } from './email-verification'
import { sessions, users } from './schema'
import { findUserByEmail, type UserRow } from './users'

// No user has this id: an unknown address revokes the tokens of nobody, the same statement a known one runs.
const NOBODY = '00000000-0000-0000-0000-000000000000'

/**
 * Mails a reset link if the address has an account; the database does the same reads and deletes either way, so the
 * answer, the same for both, also takes about as long (docs/decisions/083).
 */
export async function requestPasswordReset(db: Db, jobs: JobQueue, email: string, context: AccountEmailContext): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email)
    if (!user) return revokeAccountTokens(tx, NOBODY, 'reset-password')
    const token = await issueAccountToken(tx, user.id, 'reset-password')
    await enqueueEmail(jobs, tx, { to: user.email, ...renderPasswordResetEmail(context, token) })
  })
}

/**
 * Uses the reset link and sets the new password hash, in one transaction: the link proved the address too (held
 * e-mail is released), and every session of the user ends, wherever it was. Undefined when the link is not live.
 */
export async function resetPassword(db: Db, jobs: JobQueue, token: string, passwordHash: string): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const userId = await useAccountToken(tx, token, 'reset-password')
    if (!userId) return undefined
    await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, userId))
    await markEmailVerified(tx, jobs, userId)
    await tx.delete(sessions).where(eq(sessions.user_id, userId))
    const [user] = await tx.select().from(users).where(eq(users.id, userId))
    return user
  })
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  return user
}
