import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { InvitationDetails } from '@/shared/schemas/auth'
import type { CreatedInvitation, Invitation } from '@/shared/schemas/team'
import type { Db } from '@/server/platform/db/client'
import { emailMessages } from '@/server/platform/mail/schema'
import { companies, invitations, users } from './schema'
import { conflict, notFound } from '@/server/platform/http/http-errors'
import { createToken, hashToken } from '@/server/platform/session/tokens'
import { dropHeldInvitationEmails, queueInvitationEmail, toInvitationEmailStatus, type InvitationMailContext } from './invitation-emails'
import { throwIfTaken, type UserRow } from './users'

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000
export const INVALID_INVITATION_MESSAGE = 'This invitation is invalid, expired or has already been used'

type InvitationRow = typeof invitations.$inferSelect

function toInvitation(row: InvitationRow, emailStatus: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    email_status: toInvitationEmailStatus(emailStatus),
  }
}

/**
 * Who sends an invitation: their address (the held-mail rule) and the name the e-mail and the invitation page show.
 * `staff` marks AgentWorks' own staff setting up a workspace from a lead (docs/product.md#back-office).
 */
export type Inviter = { id: string; email: string; name: string; staff?: boolean }

/** What the invitee becomes in the company: 'owner' only for a workspace staff set up (docs/product.md#back-office). */
export type InvitationRole = 'owner' | 'member'

const isPending = () => and(isNull(invitations.accepted_at), isNull(invitations.revoked_at), gt(invitations.expires_at, sql`now()`))

export async function listPendingInvitations(db: Db, companyId: string): Promise<Invitation[]> {
  const rows = await db
    .select({ invitation: invitations, emailStatus: emailMessages.status })
    .from(invitations)
    .leftJoin(emailMessages, eq(emailMessages.id, invitations.email_message_id))
    .where(and(eq(invitations.company_id, companyId), isPending()))
    .orderBy(desc(invitations.created_at))
  return rows.map((row) => toInvitation(row.invitation, row.emailStatus))
}

const linkOf = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/auth?token=${encodeURIComponent(token)}`

/**
 * Locks the company row (invitations of one company are made one at a time) and reads its name; `no key update` leaves
 * rows that reference the company insertable, so a run holding the company's mail lock never deadlocks with it.
 */
async function lockCompany(tx: Db, companyId: string): Promise<string> {
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).for('no key update')
  if (!company) throw notFound('Company not found')
  return company.name
}

/** Mails a fresh link for the invitation and records the e-mail on it, in the caller's transaction. */
async function mailInvitation(
  tx: Db,
  mail: InvitationMailContext,
  row: InvitationRow,
  token: string,
  companyName: string,
  inviter: Inviter,
): Promise<CreatedInvitation> {
  const link = linkOf(mail.publicUrl, token)
  const { messageId, delivery } = await queueInvitationEmail(tx, mail, {
    companyId: row.company_id,
    companyName,
    to: row.email,
    link,
    inviter,
    role: row.role,
  })
  await tx.update(invitations).set({ email_message_id: messageId }).where(eq(invitations.id, row.id))
  const emailStatus = delivery.status === 'not-sent' ? null : delivery.status
  return { ...toInvitation(row, emailStatus), link, delivery }
}

/**
 * A new invitation replaces any pending one for the same address; its e-mail is queued in the same transaction
 * (docs/decisions/094). The token leaves only in the link: in the e-mail and in this one answer.
 */
export async function createInvitation(
  db: Db,
  mail: InvitationMailContext,
  input: { companyId: string; inviter: Inviter; email: string; role?: InvitationRole },
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
  return db.transaction(async (tx) => {
    // Invitations of one company are made one at a time (the company row's lock), so two created at once for one
    // address cannot both stay live; the live-per-address index guarantees it in any case.
    const companyName = await lockCompany(tx, input.companyId)
    // Expired ones too: the live-per-address index counts every invitation neither accepted nor revoked.
    const replaced = await tx
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
      .returning({ messageId: invitations.email_message_id })
    await dropHeldInvitationEmails(
      tx,
      replaced.map((row) => row.messageId),
    )
    const [created] = await tx
      .insert(invitations)
      .values({
        company_id: input.companyId,
        email,
        token_hash: hashToken(token),
        role: input.role ?? 'member',
        invited_by: input.inviter.id,
        expires_at: sql`now() + ${`${INVITATION_TTL_MS} milliseconds`}::interval`,
      })
      .returning()
    return mailInvitation(tx, mail, created!, token, companyName, input.inviter)
  })
}

/**
 * Sends a pending invitation again with a new link, valid 7 days from now; the previous link stops working (its token
 * is not stored in clear, so it cannot be sent again) and its e-mail, if still held, is dropped. 404 for an invitation
 * of another company, or one no longer pending.
 */
export async function resendInvitation(
  db: Db,
  mail: InvitationMailContext,
  input: { companyId: string; invitationId: string; inviter: Inviter },
): Promise<CreatedInvitation> {
  const token = createToken()
  return db.transaction(async (tx) => {
    const companyName = await lockCompany(tx, input.companyId)
    const [previous] = await tx
      .select({ messageId: invitations.email_message_id })
      .from(invitations)
      .where(and(eq(invitations.id, input.invitationId), eq(invitations.company_id, input.companyId), isPending()))
    if (!previous) throw notFound('Invitation not found')
    const [renewed] = await tx
      .update(invitations)
      .set({
        token_hash: hashToken(token),
        invited_by: input.inviter.id,
        expires_at: sql`now() + ${`${INVITATION_TTL_MS} milliseconds`}::interval`,
      })
      .where(eq(invitations.id, input.invitationId))
      .returning()
    await dropHeldInvitationEmails(tx, [previous.messageId])
    return mailInvitation(tx, mail, renewed!, token, companyName, input.inviter)
  })
}

export async function revokeInvitation(db: Db, companyId: string, invitationId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(invitations)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(invitations.id, invitationId), eq(invitations.company_id, companyId), isPending()))
      .returning({ messageId: invitations.email_message_id })
    if (revoked.length === 0) throw notFound('Invitation not found')
    await dropHeldInvitationEmails(
      tx,
      revoked.map((row) => row.messageId),
    )
  })
}

/**
 * What the invitation page shows the holder of a live link (docs/decisions/094): who invited them to which company,
 * the invited address (they received it there) and the expiry. Nothing else of the inviter. A staff member who set the
 * workspace up from a lead is named as "{name} from {product}" (docs/product.md#back-office): they are not the company's.
 */
export async function findInvitationDetails(db: Db, token: string, productName: string): Promise<InvitationDetails | undefined> {
  const [row] = await db
    .select({
      email: invitations.email,
      expiresAt: invitations.expires_at,
      companyName: companies.name,
      inviterFullName: users.full_name,
      inviterUsername: users.username,
      inviterStaff: users.staff,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.company_id))
    .leftJoin(users, eq(users.id, invitations.invited_by))
    .where(and(eq(invitations.token_hash, hashToken(token)), isPending()))
  if (!row) return undefined
  const inviterName = row.inviterFullName || row.inviterUsername || null
  return {
    email: row.email,
    company_name: row.companyName,
    inviter_name: inviterName && row.inviterStaff ? `${inviterName} from ${productName}` : inviterName,
    expires_at: row.expiresAt.toISOString(),
  }
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
 * invitation, so two redemptions at the same moment end with one winner. An owner invitation (a workspace staff set up
 * from a lead, docs/product.md#back-office) makes the new user the company's owner.
 */
export async function redeemInvitation(
  db: Db,
  input: { token: string; fullName: string; username: string; passwordHash: string },
): Promise<UserRow | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(invitations)
        .set({ accepted_at: sql`now()` })
        .where(and(eq(invitations.token_hash, hashToken(input.token)), isPending()))
        .returning()
      if (!claimed) return undefined
      await dropHeldInvitationEmails(tx, [claimed.email_message_id])
      // A teammate joining a company that finished onboarding goes straight to the workspace.
      const [company] = await tx
        .select({ done: companies.onboarding_completed })
        .from(companies)
        .where(eq(companies.id, claimed.company_id))
      const [user] = await tx
        .insert(users)
        .values({
          email: claimed.email,
          full_name: input.fullName,
          username: input.username,
          password_hash: input.passwordHash,
          company_id: claimed.company_id,
          role: claimed.role,
          onboarding_completed: company?.done ?? false,
        })
        .returning()
      return user
    })
  } catch (error) {
    throwIfTaken(error)
  }
}
