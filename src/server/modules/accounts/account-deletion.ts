import { and, eq, sql } from 'drizzle-orm'
import { ACCOUNT_DELETION_MESSAGES } from '@/shared/schemas/account-deletion'
import type { Db } from '@/server/platform/db/client'
import { conflict } from '@/server/platform/http/http-errors'
import { emailMessages } from '@/server/platform/mail/schema'
import { rateLimitWindows } from '@/server/platform/rate-limit/schema'
import { invitations, users } from './schema'

/**
 * Deletes a member's own account in one transaction (docs/product.md#account-deletion, docs/decisions/103): the user
 * row, and with it (foreign keys) their sessions, mailed tokens and sign-in addresses; the copies of e-mails to their
 * address, the invitations that named it and the rate-limit counters keyed by them. What they did for the company
 * (events, questionnaire submissions, API keys, invitations they sent) stays the company's, with the user reference
 * set to null by the foreign keys. An owner is refused: the company would be left without one.
 */
export async function deleteOwnAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock orders this against a hand-over of ownership to this user (ownership.ts).
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
    if (!user) return
    if (user.role === 'owner' && user.company_id) throw conflict(ACCOUNT_DELETION_MESSAGES.ownerMustHandOver)
    const email = user.email.toLowerCase()
    await tx.delete(emailMessages).where(eq(sql`lower(${emailMessages.to})`, email))
    if (user.company_id) await tx.delete(invitations).where(and(eq(invitations.company_id, user.company_id), eq(invitations.email, email)))
    await tx.delete(rateLimitWindows).where(
      sql`right(${rateLimitWindows.key}, ${`:user:${user.id}`.length}::int) = ${`:user:${user.id}`}
        or right(${rateLimitWindows.key}, ${`:email:${email}`.length}::int) = ${`:email:${email}`}`,
    )
    await tx.delete(users).where(eq(users.id, userId))
  })
}
