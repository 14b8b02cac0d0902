import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { HANDOVER_MESSAGES, type CreatedWorkspace, type LeadHandover, type LeadWorkspace } from '@/shared/schemas/admin-handover'
import { emailSchema } from '@/shared/schemas/auth'
import type { Db } from '@/server/platform/db/client'
import { badRequest, conflict, notFound } from '@/server/platform/http/http-errors'
import { emailMessages } from '@/server/platform/mail/schema'
import {
  companies,
  createInvitation,
  invitations,
  revokeInvitation,
  toInvitationEmailStatus,
  users,
  type InvitationMailContext,
  type Inviter,
} from '@/server/modules/accounts'
import { leadActivity, leads } from '@/server/modules/funnels'

type LeadRow = typeof leads.$inferSelect

async function findLead(db: Db, leadId: string, lock = false): Promise<LeadRow> {
  const query = db.select().from(leads).where(eq(leads.id, leadId))
  const [lead] = lock ? await query.for('update') : await query
  if (!lead) throw notFound('Lead not found')
  return lead
}

function invitationState(row: typeof invitations.$inferSelect, now: Date) {
  if (row.accepted_at) return 'accepted' as const
  if (row.revoked_at) return 'revoked' as const
  return row.expires_at.getTime() <= now.getTime() ? ('expired' as const) : ('pending' as const)
}

/** The company made from the lead, with its latest owner invitation. */
async function findWorkspace(db: Db, companyId: string, now: Date): Promise<LeadWorkspace | null> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId))
  if (!company) return null
  const [latest] = await db
    .select({ invitation: invitations, emailStatus: emailMessages.status })
    .from(invitations)
    .leftJoin(emailMessages, eq(emailMessages.id, invitations.email_message_id))
    .where(sql`${invitations.company_id} = ${companyId} and ${invitations.role} = 'owner'`)
    .orderBy(desc(invitations.created_at))
    .limit(1)
  return {
    company_id: company.id,
    company_name: company.name,
    created_at: company.created_at.toISOString(),
    invitation: latest
      ? {
          email: latest.invitation.email,
          state: invitationState(latest.invitation, now),
          email_status: toInvitationEmailStatus(latest.emailStatus),
          expires_at: latest.invitation.expires_at.toISOString(),
        }
      : null,
  }
}

/** The lead's hand-over: the workspace made from it, or the name and address creating one starts from. */
export async function getLeadHandover(db: Db, leadId: string, now: Date): Promise<LeadHandover> {
  const lead = await findLead(db, leadId)
  return {
    lead_id: lead.id,
    defaults: { company_name: lead.company_name, email: lead.contact_email },
    workspace: lead.company_id ? await findWorkspace(db, lead.company_id, now) : null,
  }
}

export type WorkspaceRequest = { leadId: string; companyName?: string; email?: string; staff: Inviter; now: Date }

/** The address an owner invitation goes to: the one staff typed, else `fallback`; a 400 or 409 when it cannot be used. */
async function ownerAddress(tx: Db, typed: string | undefined, fallback: string): Promise<string> {
  const parsed = emailSchema.safeParse(typed ?? fallback)
  if (!parsed.success) throw badRequest(HANDOVER_MESSAGES.noEmail, [{ path: 'email', message: HANDOVER_MESSAGES.noEmail }])
  const email = parsed.data.toLowerCase()
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1)
  if (account) throw conflict(HANDOVER_MESSAGES.accountExists, [{ path: 'email', message: HANDOVER_MESSAGES.accountExists }])
  return email
}

/** The invitation's e-mail shows on the lead's timeline. */
async function linkInvitationEmail(tx: Db, invitationId: string, leadId: string): Promise<void> {
  const [stored] = await tx.select({ messageId: invitations.email_message_id }).from(invitations).where(eq(invitations.id, invitationId))
  if (stored?.messageId) await tx.update(emailMessages).set({ lead_id: leadId }).where(eq(emailMessages.id, stored.messageId))
}

/**
 * Creates the lead's workspace in one transaction (docs/product.md#back-office): the company, remembering its lead; an
 * owner invitation to the contact, e-mailed from AgentWorks; the lead Converted with its company; and the timeline's
 * 'workspace_created' entry with who did it. A lead that has a workspace, or an address that has an account, is a 409;
 * a lead marked Converted by hand still gets one.
 */
export async function createLeadWorkspace(db: Db, mail: InvitationMailContext, request: WorkspaceRequest): Promise<CreatedWorkspace> {
  return db.transaction(async (tx) => {
    const lead = await findLead(tx, request.leadId, true)
    if (lead.company_id) throw conflict(HANDOVER_MESSAGES.converted)
    const email = await ownerAddress(tx, request.email, lead.contact_email)
    const companyName = (request.companyName ?? lead.company_name).trim() || email
    const [company] = await tx.insert(companies).values({ name: companyName, source_lead_id: lead.id }).returning()
    const invitation = await createInvitation(tx, mail, {
      companyId: company!.id,
      inviter: { ...request.staff, staff: true },
      email,
      role: 'owner',
    })
    await tx.update(leads).set({ status: 'converted', company_id: company!.id }).where(eq(leads.id, lead.id))
    await tx.insert(leadActivity).values({
      lead_id: lead.id,
      kind: 'workspace_created',
      actor_id: request.staff.id,
      detail: { company_id: company!.id, company_name: company!.name, email, previous_status: lead.status },
    })
    await linkInvitationEmail(tx, invitation.id, lead.id)
    return {
      lead_id: lead.id,
      defaults: { company_name: lead.company_name, email: lead.contact_email },
      workspace: await findWorkspace(tx, company!.id, request.now),
      delivery: invitation.delivery,
    }
  })
}

export type OwnerInvitationRequest = { leadId: string; email?: string; staff: Inviter; now: Date }

/**
 * Invites the owner of the lead's workspace again while nobody has joined it: a new link, 7 days from now, to the last
 * invitation's address or another one. The previous owner invitation stops working, so one owner is invited at a time;
 * the timeline records who sent it. A lead without a workspace, or a workspace its owner joined, is a 409.
 */
export async function inviteOwnerAgain(db: Db, mail: InvitationMailContext, request: OwnerInvitationRequest): Promise<CreatedWorkspace> {
  return db.transaction(async (tx) => {
    const lead = await findLead(tx, request.leadId, true)
    const companyId = lead.company_id
    if (!companyId) throw conflict(HANDOVER_MESSAGES.noWorkspace)
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.company_id, companyId)).limit(1)
    if (member) throw conflict(HANDOVER_MESSAGES.ownerJoined)
    const [previous] = await tx
      .select({
        id: invitations.id,
        email: invitations.email,
        live: sql<boolean>`${invitations.revoked_at} is null and ${invitations.expires_at} > now()`,
      })
      .from(invitations)
      .where(and(eq(invitations.company_id, companyId), eq(invitations.role, 'owner'), isNull(invitations.accepted_at)))
      .orderBy(desc(invitations.created_at))
      .limit(1)
    const email = await ownerAddress(tx, request.email, previous?.email ?? lead.contact_email)
    // To the same address, the new invitation replaces the old one itself.
    if (previous?.live && previous.email !== email) await revokeInvitation(tx, companyId, previous.id)
    const invitation = await createInvitation(tx, mail, {
      companyId,
      inviter: { ...request.staff, staff: true },
      email,
      role: 'owner',
    })
    await tx.insert(leadActivity).values({ lead_id: lead.id, kind: 'owner_invited', actor_id: request.staff.id, detail: { email } })
    await linkInvitationEmail(tx, invitation.id, lead.id)
    return {
      lead_id: lead.id,
      defaults: { company_name: lead.company_name, email: lead.contact_email },
      workspace: await findWorkspace(tx, companyId, request.now),
      delivery: invitation.delivery,
    }
  })
}
