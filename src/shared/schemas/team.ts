import { z } from 'zod'
import { emailSchema } from './auth'

export const createInvitationSchema = z.strictObject({ email: emailSchema })
export type CreateInvitationInput = z.input<typeof createInvitationSchema>

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
})
export type Invitation = z.infer<typeof invitationSchema>

/** Answer to creating an invitation: the link is shown once, the token is never stored in clear. */
export const createdInvitationSchema = invitationSchema.extend({ link: z.string() })
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
