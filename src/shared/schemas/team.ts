import { z } from 'zod'
import { emailSchema } from './auth'
import { emailDeliverySchema } from './email-status'

export const createInvitationSchema = z.strictObject({ email: emailSchema })
export type CreateInvitationInput = z.input<typeof createInvitationSchema>

/**
 * What became of an invitation's latest e-mail (docs/decisions/094): queued, sent, held until someone in the company
 * proves an address, not sent (the daily limit, or made before invitations were e-mailed) or failed for good.
 */
export const INVITATION_EMAIL_STATUSES = ['queued', 'sent', 'held', 'not-sent', 'failed'] as const
export type InvitationEmailStatus = (typeof INVITATION_EMAIL_STATUSES)[number]

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  email_status: z.enum(INVITATION_EMAIL_STATUSES),
})
export type Invitation = z.infer<typeof invitationSchema>

/**
 * Answer to creating (or resending) an invitation: the link is shown once, the token is never stored in clear; `delivery`
 * says whether its e-mail was queued, held or not sent, and why.
 */
export const createdInvitationSchema = invitationSchema.extend({ link: z.string(), delivery: emailDeliverySchema })
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>

export const teamMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  full_name: z.string().nullable(),
  role: z.enum(['owner', 'member']),
})
export type TeamMember = z.infer<typeof teamMemberSchema>

export const teamSchema = z.object({
  company: z.object({ id: z.string(), name: z.string() }),
  members: z.array(teamMemberSchema),
  invitations: z.array(invitationSchema),
})
export type Team = z.infer<typeof teamSchema>
