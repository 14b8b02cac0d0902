import { z } from 'zod'
import { AI_PROVIDERS } from '../ai/providers'
import { DRAFT_STATUSES, DRAFT_WRITERS } from '../ai/draft'

// The Approvals inbox: drafts a language model wrote, waiting for a person or decided (docs/decisions/106-ai-writing.md).

/** The statuses the inbox lists; `writing` drafts are not shown until they are written. */
export const INBOX_STATUSES = ['awaiting', 'approved', 'rejected', 'sent'] as const
export type InboxStatus = (typeof INBOX_STATUSES)[number]
export const APPROVALS_PAGE_SIZE = 20

export const approvalsQuerySchema = z.strictObject({
  status: z.enum(INBOX_STATUSES).default('awaiting'),
  cursor: z.string().max(200).optional(),
})

const draftAgentSchema = z.object({ id: z.string(), name: z.string(), display_name: z.string(), avatar_color: z.string() })

/** One row of the inbox. `overdue`: still awaiting after OVERDUE_APPROVAL_MS. */
export const approvalItemSchema = z.object({
  id: z.string(),
  agent: draftAgentSchema,
  to: z.string(),
  subject: z.string().nullable(),
  writer: z.enum(DRAFT_WRITERS).nullable(),
  status: z.enum(DRAFT_STATUSES),
  created_at: z.string(),
  overdue: z.boolean(),
})
export type ApprovalItem = z.infer<typeof approvalItemSchema>

export const approvalsPageSchema = z.object({ items: z.array(approvalItemSchema), next_cursor: z.string().nullable() })
export type ApprovalsPage = z.infer<typeof approvalsPageSchema>

/** GET /api/approvals/summary: the navigation's count and the dashboard's flag. */
export const approvalsSummarySchema = z.object({
  awaiting: z.number().int(),
  overdue: z.number().int(),
  oldestAwaitingAt: z.string().nullable(),
})
export type ApprovalsSummary = z.infer<typeof approvalsSummarySchema>

/** GET /api/approvals/:id: the draft with everything a reviewer weighs. */
export const approvalDetailSchema = approvalItemSchema.extend({
  run_id: z.string(),
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  template_subject: z.string(),
  template_text: z.string(),
  action: z.string().nullable(),
  body: z.string().nullable(),
  facts_used: z.array(z.string()).nullable(),
  fallback_reason: z.string().nullable(),
  provider: z.enum(AI_PROVIDERS).nullable(),
  model: z.string().nullable(),
  input_tokens: z.number().int().nullable(),
  output_tokens: z.number().int().nullable(),
  latency_ms: z.number().int().nullable(),
  edited: z.boolean(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
})
export type ApprovalDetail = z.infer<typeof approvalDetailSchema>

/** What a decision did: the draft as it now is, and for an approval whether its e-mail left (held, or past the limit). */
export const approvalDecisionSchema = z.object({ draft: approvalDetailSchema, email: z.string().nullable() })
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>

/** POST /api/approvals/:id/check: what the reviewer's text would send that the draft's facts do not stand behind. */
export const editCheckSchema = z.object({ warning: z.string().nullable() })
export type EditCheck = z.infer<typeof editCheckSchema>
