import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { conflict } from '@/server/platform/http/http-errors'
import { enqueueEmail } from '@/server/platform/mail/outbox'
import { hashToken } from '@/server/platform/session/tokens'
import { renderLinkEmail, type AccountEmailContext } from './account-emails'
import { issueAccountToken, revokeAccountTokens } from './account-tokens'
import { accountTokens, users } from './schema'
import { throwIfTaken } from './users'

// Changing the account's address (docs/decisions/093): the new address must prove itself with a link sent there, as a
// new account's does (docs/decisions/083), before it replaces the current one. Until then the account keeps its
// address, and with it its sign-in, its reset links and its company's mail.

const TAKEN_MESSAGE = 'An account with this email already exists'
const live = sql`${accountTokens.used_at} is null and ${accountTokens.expires_at} > now()`

async function assertAddressFree(db: Db, userId: string, email: string): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, userId)))
  if (taken) throw conflict(TAKEN_MESSAGE, [{ path: 'email', message: TAKEN_MESSAGE }])
}

function renderEmailChangeEmail(context: AccountEmailContext, token: string) {
  return renderLinkEmail(
    context,
    `Confirm your new e-mail address for ${context.productName}`,
    [
      `Someone asked to use this address for their ${context.productName} account. If it was you, confirm it with the link below: from then on you sign in with this address.`,
      'The link works once, for 24 hours. If you did not ask, ignore this e-mail: nothing changes.',
    ],
    'Confirm your new address',
    `${context.publicUrl.replace(/\/$/, '')}/verify-email?token=${encodeURIComponent(token)}`,
  )
}

/**
 * Mails a link to `email` (lower-cased) that makes it the user's address, replacing any change asked for before; the
 * token and its e-mail exist together or not at all. 409 when another account has the address.
 */
export async function requestEmailChange(db: Db, jobs: JobQueue, userId: string, email: string, context: AccountEmailContext) {
  return db.transaction(async (tx) => {
    await assertAddressFree(tx, userId, email)
    const token = await issueAccountToken(tx, userId, 'change-email')
    const [row] = await tx
      .update(accountTokens)
      .set({ email })
      .where(eq(accountTokens.token_hash, hashToken(token)))
      .returning({ expiresAt: accountTokens.expires_at })
    await enqueueEmail(jobs, tx, { to: email, ...renderEmailChangeEmail(context, token) })
    return { email, expiresAt: row!.expiresAt }
  })
}

/** The address waiting for its link, and until when the link works; null when none is. */
export async function findPendingEmailChange(db: Db, userId: string): Promise<{ email: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ email: accountTokens.email, expiresAt: accountTokens.expires_at })
    .from(accountTokens)
    .where(and(eq(accountTokens.user_id, userId), eq(accountTokens.purpose, 'change-email'), live))
  return row?.email ? { email: row.email, expiresAt: row.expiresAt } : null
}

/** Forgets a change asked for: its link stops working. */
export async function cancelEmailChange(db: Db, userId: string): Promise<void> {
  await revokeAccountTokens(db, userId, 'change-email')
}

/**
 * Uses a new address's link, in the caller's transaction (the verification of docs/decisions/083, which then marks the
 * address proven): the address becomes the account's, and links mailed to the old one stop working. The user's id, or
 * undefined when the token is no live link of this kind; 409 when another account took the address meanwhile.
 */
export async function switchToNewEmail(tx: Db, token: string): Promise<string | undefined> {
  const [used] = await tx
    .update(accountTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(accountTokens.token_hash, hashToken(token)), eq(accountTokens.purpose, 'change-email'), live))
    .returning({ userId: accountTokens.user_id, email: accountTokens.email })
  if (!used?.email) return undefined
  await assertAddressFree(tx, used.userId, used.email)
  try {
    await tx.update(users).set({ email: used.email }).where(eq(users.id, used.userId))
  } catch (error) {
    throwIfTaken(error)
  }
  await revokeAccountTokens(tx, used.userId, 'verify-email')
  await revokeAccountTokens(tx, used.userId, 'reset-password')
  return used.userId
}
