import { z } from 'zod'
import { LEAD_SOURCES } from '../backoffice/lead-kinds'
import { emailSchema } from './auth'
import { companyNameSchema } from './company-settings'
import { emailDeliverySchema } from './email-status'
import { INVITATION_EMAIL_STATUSES } from './team'

// The hand-over of a lead to a workspace of its own (docs/product.md#back-office): staff create the company and
// invite the lead's contact as its owner.

export const HANDOVER_MESSAGES = {
  converted: 'This lead already has a workspace.',
  accountExists: 'This address already has an AgentWorks account. Use another address for the workspace’s owner.',
  noEmail: 'The lead left no usable e-mail address. Enter the owner’s address.',
  noWorkspace: 'This lead has no workspace yet.',
  ownerJoined: 'The workspace’s owner has already joined it.',
} as const

/** POST /api/admin/leads/:id/workspace: both default to the lead's company name and contact address. */
export const createWorkspaceSchema = z.strictObject({
  company_name: companyNameSchema.optional(),
  email: emailSchema.optional(),
})
export type CreateWorkspaceInput = z.input<typeof createWorkspaceSchema>

/**
 * POST /api/admin/leads/:id/workspace/invitations: a new owner invitation while nobody has joined the workspace (the
 * last one expired, was withdrawn, or went to a wrong address); the address defaults to the last invitation's.
 */
export const inviteOwnerSchema = z.strictObject({ email: emailSchema.optional() })
export type InviteOwnerInput = z.input<typeof inviteOwnerSchema>

/** Where the owner's invitation stands: waiting to be accepted, accepted, expired or revoked. */
export const OWNER_INVITATION_STATES = ['pending', 'accepted', 'expired', 'revoked'] as const

export const leadWorkspaceSchema = z.object({
  company_id: z.string(),
  company_name: z.string(),
  created_at: z.string(),
  /** The owner's invitation; null when none is left (the company was set up another way). */
  invitation: z
    .object({
      email: z.string(),
      state: z.enum(OWNER_INVITATION_STATES),
      email_status: z.enum(INVITATION_EMAIL_STATUSES),
      expires_at: z.string(),
    })
    .nullable(),
})
export type LeadWorkspace = z.infer<typeof leadWorkspaceSchema>

/** GET /api/admin/leads/:id/workspace: the workspace made from the lead, or what creating one would start from. */
export const leadHandoverSchema = z.object({
  lead_id: z.string(),
  defaults: z.object({ company_name: z.string(), email: z.string() }),
  workspace: leadWorkspaceSchema.nullable(),
})
export type LeadHandover = z.infer<typeof leadHandoverSchema>

/**
 * The answer to creating the workspace or inviting its owner again: the hand-over as it now stands, and what became of
 * the invitation's e-mail.
 */
export const createdWorkspaceSchema = leadHandoverSchema.extend({ delivery: emailDeliverySchema })
export type CreatedWorkspace = z.infer<typeof createdWorkspaceSchema>

/** Where a company came from, for Settings → Company: the lead staff set it up from. */
export const companySourceSchema = z.object({
  source: z
    .object({
      lead_id: z.string(),
      /** The funnel of the lead; null once the lead is gone (retention, a person's request). */
      lead_source: z.enum(LEAD_SOURCES).nullable(),
      created_at: z.string(),
    })
    .nullable(),
})
export type CompanySource = z.infer<typeof companySourceSchema>
