import { and, eq, inArray } from 'drizzle-orm'
import type { EmailDelivery } from '@/shared/schemas/email-status'
import type { InvitationEmailStatus } from '@/shared/schemas/team'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { dailyLimitMessage } from '@/server/platform/mail/company-email-limit'
import { enqueueEmails } from '@/server/platform/mail/outbox'
import { emailMessages } from '@/server/platform/mail/schema'
import { renderInvitationEmail, renderLinkEmail, type AccountEmailContext } from './account-emails'
import { findCompaniesHoldingMail } from './company-mail'

/** What sending an invitation needs beyond the database: the queue and the product's name and address. */
export type InvitationMailContext = AccountEmailContext & { jobs: JobQueue }

type InvitationEmail = {
  companyId: string
  companyName: string
  to: string
  link: string
  inviter: { email: string; name: string; staff?: boolean }
  role: 'owner' | 'member'
}

/**
 * A workspace AgentWorks' staff set up from a lead (docs/product.md#back-office): the e-mail says who at the product
 * invites them to set up which company, since nobody of that company has an account yet.
 */
function renderWorkspaceInvitationEmail(mail: AccountEmailContext, invitation: InvitationEmail) {
  const who = invitation.inviter.name ? `${invitation.inviter.name} from ${mail.productName}` : `The ${mail.productName} team`
  return renderLinkEmail(
    mail,
    `Your ${mail.productName} workspace is ready to set up`,
    [
      `${who} invited you to set up ${invitation.companyName} on ${mail.productName}. You will be its owner: you choose the agents and invite your team.`,
      'Accept the invitation to choose your username and password. The link works once, for 7 days. If you did not expect this invitation, ignore this e-mail.',
    ],
    'Set up your workspace',
    invitation.link,
  )
}

/**
 * Queues the invitation e-mail in the caller's transaction, under the rules of every e-mail a company causes
 * (docs/decisions/083): it takes a slot of the company's daily limit, and is held while nobody in the company has a
 * proven address (it never goes to the inviter's own). Past the limit it is not stored; the invitation stands and the
 * owner still has the link to copy. Returns the stored message's id (null when none) and what to tell the owner.
 */
export async function queueInvitationEmail(
  tx: Db,
  mail: InvitationMailContext,
  invitation: InvitationEmail,
): Promise<{ messageId: string | null; delivery: EmailDelivery }> {
  // Staff setting up a workspace send from AgentWorks itself: a new company has nobody who could prove an address yet.
  const holding = invitation.inviter.staff ? new Set<string>() : await findCompaniesHoldingMail(tx, [invitation.companyId])
  const held = holding.has(invitation.companyId) && invitation.to !== invitation.inviter.email.toLowerCase()
  const message =
    invitation.inviter.staff && invitation.role === 'owner'
      ? renderWorkspaceInvitationEmail(mail, invitation)
      : renderInvitationEmail(mail, {
          inviterName: invitation.inviter.name,
          companyName: invitation.companyName,
          link: invitation.link,
        })
  const [outcome] = await enqueueEmails(mail.jobs, tx, [
    { message: { to: invitation.to, ...message }, companyId: invitation.companyId, held },
  ])
  if (outcome?.status === 'held')
    return {
      messageId: outcome.id,
      delivery: {
        status: 'held',
        message: `The e-mail goes to ${invitation.to} once someone in your company confirms their e-mail address. Until then, copy the link and send it yourself.`,
      },
    }
  if (outcome?.status === 'queued') return { messageId: outcome.id, delivery: { status: 'queued', message: null } }
  return {
    messageId: null,
    delivery: { status: 'not-sent', message: `${dailyLimitMessage(mail.jobs.companyEmailsPerDay)}. Copy the link and send it yourself.` },
  }
}

/**
 * Drops the held e-mails of invitations that can no longer be used (revoked, replaced, resent or accepted): released
 * later, they would carry a dead link. Queued ones are already on their way.
 */
export async function dropHeldInvitationEmails(tx: Db, messageIds: (string | null)[]): Promise<void> {
  const ids = messageIds.filter((id): id is string => id !== null)
  if (ids.length === 0) return
  await tx.delete(emailMessages).where(and(inArray(emailMessages.id, ids), eq(emailMessages.status, 'held')))
}

/** The team panel's word for the e-mail's state (docs/decisions/094). */
export function toInvitationEmailStatus(status: string | null): InvitationEmailStatus {
  switch (status) {
    case 'held':
    case 'queued':
    case 'failed':
      return status
    case 'sent':
    case 'captured':
      return 'sent'
    default:
      return 'not-sent'
  }
}
