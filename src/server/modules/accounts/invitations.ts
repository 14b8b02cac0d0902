import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { CreatedInvitation, Invitation } from '@/shared/schemas/team'
import type { Db } from '@/server/platform/db/client'
import { companies, invitations, users } from './schema'
import { conflict, notFound } from '@/server/platform/http/http-errors'
import { createToken, hashToken } from '@/server/platform/session/tokens'
import { throwIfTaken, type UserRow } from './users'

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000
export const INVALID_INVITATION_MESSAGE = 'This invitation is invalid, expired or has already been used'

type InvitationRow = typeof invitations.$inferSelect

function toInvitation(row: InvitationRow): Invitation {
  return { id: row.id, email: row.email, created_at: row.created_at.toISOString(), expires_at: row.expires_at.toISOString() }
}

const isPending = () => and(isNull(invitations.accepted_at), isNull(invitations.revoked_at), gt(invitations.expires_at, sql`now()`))

export async function listPendingInvitations(db: Db, companyId: string): Promise<Invitation[]> {
  const rows = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.company_id, companyId), isPending()))
    .orderBy(desc(invitations.created_at))
  return rows.map(toInvitation)
}

/** A new invitation replaces any pending one for the same address; the token leaves only in the link. */
export async function createInvitation(
  db: Db,
  input: { companyId: string; invitedBy: string; email: string; publicUrl: string },
): Promise<CreatedInvitation> {
  const email = input.email.toLowerCase()
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1)
  if (existing)
    throw conflict('A user with this email already has an account', [
      { path: 'email', message: 'A user with this email already has an account' },
    ])
  const token = createToken()
  const row = await db.transaction(async (tx) => {
    // Invitations of one company are made one at a time (the company row's lock), so two created at once for one
    // address cannot both stay live; the live-per-address index guarantees it in any case.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.companyId)).for('update')
    // Expired ones too: the live-per-address index counts every invitation neither accepted nor revoked.
    await tx
      .update(invitations)
      .set({ revoked_at: sql`now()` })
      .where(
        and(
          eq(invitations.company_id, input.companyId),
          eq(invitations.email, email),
          isNull(invitations.accepted_at),
          isNull(invitations.revoked_at),
        ),
      )
    const [created] = await tx
      .insert(invitations)
      .values({
        company_id: input.companyId,
        email,
        token_hash: hashToken(token),
        invited_by: input.invitedBy,
        expires_at: sql`now() + ${`${INVITATION_TTL_MS} milliseconds`}::interval`,
      })
      .returning()
    return created!
  })
  return { ...toInvitation(row), link: `${input.publicUrl}/auth?token=${encodeURIComponent(token)}` }
}

export async function revokeInvitation(db: Db, companyId: string, invitationId: string): Promise<void> {
  const revoked = await db
    .update(invitations)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(invitations.id, invitationId), eq(invitations.company_id, companyId), isPending()))
    .returning({ id: invitations.id })
  if (revoked.length === 0) throw notFound('Invitation not found')
}

/** The address a still-valid invitation was sent to, which the new member's password must not contain. */
export async function findPendingInvitationEmail(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: invitations.email })
    .from(invitations)
    .where(and(eq(invitations.token_hash, hashToken(token)), isPending()))
  return row?.email
}

/**
 * Redeems a token and creates the member in one transaction. The conditional UPDATE claims the
 * invitation, so two redemptions at the same moment end with one winner.
 */
export async function redeemInvitation(
  db: Db,
  input: { token: string; username: string; passwordHash: string },
): Promise<UserRow | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(invitations)
        .set({ accepted_at: sql`now()` })
        .where(and(eq(invitations.token_hash, hashToken(input.token)), isPending()))
        .returning()
      if (!claimed) return undefined
      // A teammate joining a company that finished onboarding goes straight to the workspace.
      const [company] = await tx
        .select({ done: companies.onboarding_completed })
        .from(companies)
        .where(eq(companies.id, claimed.company_id))
      const [user] = await tx
        .insert(users)
        .values({
          email: claimed.email,
          username: input.username,
          password_hash: input.passwordHash,
          company_id: claimed.company_id,
          role: 'member',
          onboarding_completed: company?.done ?? false,
        })
        .returning()
      return user
    })
  } catch (error) {
    throwIfTaken(error)
  }
}
