import type { SessionUser } from '@/server/platform/session/session-plugin'
import { eq, sql } from 'drizzle-orm'
import type { User } from '@/shared/schemas/auth'
import type { Db } from '@/server/platform/db/client'
import { companies, users } from './schema'
import { conflict } from '@/server/platform/http/http-errors'

export type UserRow = typeof users.$inferSelect

/** The one shape of a user in every answer: never the hash. */
export function toPublicUser(row: SessionUser): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    full_name: row.full_name,
    company_id: row.company_id,
    role: row.role,
    onboarding_completed: row.onboarding_completed,
    email_verified: row.email_verified_at !== null,
    staff: row.staff,
  }
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1)
  return row
}

/** A unique violation from either driver (drizzle wraps the driver's error as `cause`). */
export function getUniqueViolation(error: unknown): string | undefined {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') return current.constraint ?? 'unique'
  }
  return undefined
}

/** Turns a lost race on the unique indexes into the 409 the client understands. */
export function throwIfTaken(error: unknown): never {
  const constraint = getUniqueViolation(error)
  if (constraint?.includes('email'))
    throw conflict('An account with this email already exists', [{ path: 'email', message: 'An account with this email already exists' }])
  if (constraint?.includes('username'))
    throw conflict('This username is already taken', [{ path: 'username', message: 'This username is already taken' }])
  if (constraint) throw conflict('This account already exists')
  throw error
}

export async function assertEmailAndUsernameFree(db: Db, email: string, username: string): Promise<void> {
  const taken = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} or lower(${users.username}) = ${username.toLowerCase()}`)
  if (taken.some((row) => row.email.toLowerCase() === email.toLowerCase())) throwIfTaken({ code: '23505', constraint: 'users_email' })
  if (taken.length > 0) throwIfTaken({ code: '23505', constraint: 'users_username' })
}

export type NewAccount = { email: string; username: string; passwordHash: string; fullName?: string; companyName: string }

/** Creates the company and its owner in one transaction, with whatever `alsoInTransaction` adds (the verification e-mail). */
export async function createOwnerAccount(
  db: Db,
  account: NewAccount,
  alsoInTransaction: (tx: Db, user: UserRow) => Promise<void> = async () => {},
): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx.insert(companies).values({ name: account.companyName }).returning()
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email.toLowerCase(),
          username: account.username,
          full_name: account.fullName ?? null,
          password_hash: account.passwordHash,
          company_id: company!.id,
          role: 'owner',
        })
        .returning()
      await alsoInTransaction(tx, user!)
      return user!
    })
  } catch (error) {
    throwIfTaken(error)
  }
}
