import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import { createToken, hashToken } from '@/server/platform/session/tokens'
import { accountTokens, type AccountTokenPurpose } from './schema'

const HOUR_MS = 60 * 60_000

// A verification link may wait a day in an inbox; a reset link grants the account, so it lives an hour (decision 083).
// A new address's link proves it like a verification link (decision 093).
export const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  'verify-email': 24 * HOUR_MS,
  'reset-password': HOUR_MS,
  'change-email': 24 * HOUR_MS,
}

const live = sql`${accountTokens.used_at} is null and ${accountTokens.expires_at} > now()`

/**
 * A new single-use token for the user's link, replacing any the user had for the same purpose. Only its hash is
 * stored; the token itself goes into the e-mail and nowhere else (never a log line).
 */
export async function issueAccountToken(db: Db, userId: string, purpose: AccountTokenPurpose): Promise<string> {
  const token = createToken()
  await revokeAccountTokens(db, userId, purpose)
  await db.insert(accountTokens).values({
    token_hash: hashToken(token),
    user_id: userId,
    purpose,
    expires_at: sql`now() + ${ACCOUNT_TOKEN_TTL_MS[purpose]} * interval '1 millisecond'`,
  })
  return token
}

/** Forgets the user's tokens of that purpose, used or not: an older link stops working when a new one is sent. */
export async function revokeAccountTokens(db: Db, userId: string, purpose: AccountTokenPurpose): Promise<void> {
  await db.delete(accountTokens).where(and(eq(accountTokens.user_id, userId), eq(accountTokens.purpose, purpose)))
}

/** The user of a live token of that purpose, without using it up (the reset form checks the password first). */
export async function findAccountTokenUser(db: Db, token: string, purpose: AccountTokenPurpose): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: accountTokens.user_id })
    .from(accountTokens)
    .where(and(eq(accountTokens.token_hash, hashToken(token)), eq(accountTokens.purpose, purpose), live))
  return row?.userId
}

/**
 * Uses a token up and returns its user, or undefined when it is unknown, used, expired or of another purpose. One
 * conditional UPDATE: of two requests with the same token at the same moment, exactly one gets the user.
 */
export async function useAccountToken(db: Db, token: string, purpose: AccountTokenPurpose): Promise<string | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(accountTokens.token_hash, hashToken(token)), eq(accountTokens.purpose, purpose), live))
    .returning({ userId: accountTokens.user_id })
  return row?.userId
}

/** Used and expired tokens open nothing: the periodic clean-up drops them. */
export async function deleteSpentAccountTokens(db: Db): Promise<void> {
  await db.delete(accountTokens).where(sql`${accountTokens.used_at} is not null or ${accountTokens.expires_at} <= now()`)
}
