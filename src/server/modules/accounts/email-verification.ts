import { eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { lockCompanyMail } from '@/server/platform/mail/company-email-limit'
import { enqueueEmail, releaseHeldEmails } from '@/server/platform/mail/outbox'
import { renderVerificationEmail, type AccountEmailContext } from './account-emails'
import { issueAccountToken, useAccountToken } from './account-tokens'
import { switchToNewEmail } from './email-change'
import { users } from './schema'

/** Mails the user a new verification link, in the caller's transaction (registration's, or its own). */
export async function queueVerificationEmail(
  tx: Db,
  jobs: JobQueue,
  user: { id: string; email: string },
  context: AccountEmailContext,
): Promise<void> {
  const token = await issueAccountToken(tx, user.id, 'verify-email')
  await enqueueEmail(jobs, tx, { to: user.email, ...renderVerificationEmail(context, token) })
}

/**
 * Marks the user's address proven (a verification or reset link reached it) and queues the e-mails their company's
 * actions left held (docs/decisions/083), in the caller's transaction. The user row is written before the company's
 * mail lock is taken, in the order onboarding submissions take them, so the two never deadlock.
 */
export async function markEmailVerified(tx: Db, jobs: JobQueue, userId: string): Promise<void> {
  const [user] = await tx
    .update(users)
    .set({ email_verified_at: sql`coalesce(${users.email_verified_at}, now())` })
    .where(eq(users.id, userId))
    .returning({ companyId: users.company_id })
  if (!user?.companyId) return
  await lockCompanyMail(tx, [user.companyId])
  await releaseHeldEmails(jobs, tx, user.companyId)
}

/** Uses a verification link: true when it was live, and the address is now proven. */
export async function verifyEmail(db: Db, jobs: JobQueue, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // A link to a new address proves it the same way, and first makes it the account's (docs/decisions/093).
    const userId = (await useAccountToken(tx, token, 'verify-email')) ?? (await switchToNewEmail(tx, token))
    if (!userId) return false
    await markEmailVerified(tx, jobs, userId)
    return true
  })
}
