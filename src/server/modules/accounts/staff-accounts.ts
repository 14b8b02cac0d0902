import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import { issueAccountToken } from './account-tokens'
import { hashPassword } from './passwords'
import { users } from './schema'
import { findUserByEmail } from './users'

export class StaffAccountError extends Error {}

/**
 * Makes `email` a staff account (docs/product.md#back-office) and returns a one-time token for its password link, the
 * reset link of every account (it lasts an hour; running this again issues a new one). An existing staff account
 * keeps its password until the link is used; a customer's account is never turned into staff.
 */
export async function createStaffAccount(db: Db, email: string): Promise<{ token: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email)
    if (existing && !existing.staff) throw new StaffAccountError(`${email} is a customer's account; staff need an address of their own`)
    if (existing) return { token: await issueAccountToken(tx, existing.id, 'reset-password'), created: false }
    const [user] = await tx
      .insert(users)
      .values({
        email: email.toLowerCase(),
        username: await findFreeUsername(tx, email),
        // Nobody knows this password: the account is reached through the link alone until its owner sets one.
        password_hash: await hashPassword(randomBytes(32).toString('base64url')),
        role: 'member',
        staff: true,
        email_verified_at: sql`now()`,
      })
      .returning({ id: users.id })
    return { token: await issueAccountToken(tx, user!.id, 'reset-password'), created: true }
  })
}

/** The address's local part as a username, with a number after it when someone has it already. */
async function findFreeUsername(db: Db, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'staff').replace(/[^a-zA-Z0-9_.-]/g, '').slice(0, 24) || 'staff'
  for (let suffix = 0; ; suffix += 1) {
    const candidate = suffix === 0 ? base : `${base}${suffix}`
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, candidate.toLowerCase()))
    if (!taken) return candidate
  }
}
