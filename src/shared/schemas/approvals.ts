import { z } from 'zod'
import { AI_PROVIDERS } from '../ai/providers'
import { DRAFT_WRITERS, FALLBACK_KINDS } from '../ai/draft'
import { draftGradesSchema } from '../ai/graders/draft-grades'
import { messageAuthenticationSchema } from './contacts'
import { storableText } from './text'
import { STORED_DRAFT_STATUSES } from './trust-ladder'

// The Approvals inbox: drafts a language model wrote, waiting for a person or decided (docs/decisions/106-ai-writing.md).

/** The statuses the inbox lists; `writing` drafts are not shown until they are written. */
export const INBOX_STATUSES = ['awaiting', 'approved', 'rejected', 'sent'] as const
export type InboxStatus = (typeof INBOX_STATUSES)[number]
export const APPROVALS_PAGE_SIZE = 20

/** The inbox's age filter: written under a day ago, one to seven days ago, or over a week ago. */
export const APPROVAL_AGES = ['day', 'week', 'older'] as const
export type ApprovalAge = (typeof APPROVAL_AGES)[number]
export const APPROVAL_AGE_LABELS: Record<ApprovalAge, string> = { day: 'Under a day', week: '1 to 7 days', older: 'Over a week' }

/** The inbox's filters, shared by the list and its counts per tab (docs/decisions/126-approvals-review-queue.md). */
export const approvalsFilterSchema = z.strictObject({
  agent: z.uuid('Choose one of your agents').optional(),
  writer: z.enum(DRAFT_WRITERS).optional(),
  /** Only drafts where the template was used because the model's text was refused or failed (or only the others). */
  fellBack: z
    .enum(['true', 'false'], 'Choose yes or no')
    .transform((value) => value === 'true')
    .optional(),
  /** An address, matched whole, or part of one (case does not matter). */
  contact: storableText().trim().max(320, 'Keep the contact under 320 characters').optional(),
  age: z.enum(APPROVAL_AGES).optional(),
})
export type ApprovalsFilter = z.infer<typeof approvalsFilterSchema>
/** The filters as a query string carries them (the client's form of approvalsFilterSchema). */
export type ApprovalsFilterParams = z.input<typeof approvalsFilterSchema>

export const approvalsQuerySchema = approvalsFilterSchema.extend({
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
  status: z.enum(STORED_DRAFT_STATUSES),
  created_at: z.string(),
  overdue: z.boolean(),
  /** The template's text was used because the model's was refused or failed. */
  fell_back: z.boolean(),
  /** Why, when it is known (docs/decisions/133-provider-outages.md): the provider did not answer, the checks refused… */
  fallback_kind: z.enum(FALLBACK_KINDS).nullable(),
  /** The run that wrote it: "Open the run" goes to exactly this run. */
  run_id: z.string(),
  /** An answer to a reply that no model wrote: a person writes it (docs/decisions/129-answers-in-the-thread.md). */
  needs_human: z.boolean(),
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

/** GET /api/approvals/counts: how many drafts each tab holds under the same filters as the list. */
export const approvalsCountsSchema = z.object(
  Object.fromEntries(INBOX_STATUSES.map((status) => [status, z.number().int()])) as Record<InboxStatus, z.ZodNumber>,
)
export type ApprovalsCounts = z.infer<typeof approvalsCountsSchema>

export const BULK_DECISION_MAX = 100
/** POST /api/approvals/bulk: approve drafts as written, or reject them with one reason. */
export const bulkDecisionSchema = z
  .strictObject({
    action: z.enum(['approve', 'reject'], 'Choose approve or reject'),
    ids: z
      .array(z.uuid('Choose drafts from the list'))
      .min(1, 'Choose at least one draft')
      .max(BULK_DECISION_MAX, `Choose at most ${BULK_DECISION_MAX} drafts at a time`),
    reason: storableText().trim().min(1, 'Say why the drafts are rejected').max(500).optional(),
  })
  .superRefine((input, context) => {
    if (input.action === 'reject' && !input.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the drafts are rejected' })
  })
export type BulkDecisionInput = z.infer<typeof bulkDecisionSchema>

/** Why a draft of a bulk decision was left as it was. */
export const BULK_SKIP_REASONS = ['already-decided', 'not-ready', 'needs-answer', 'not-found'] as const
export const BULK_SKIP_LABELS: Record<(typeof BULK_SKIP_REASONS)[number], string> = {
  'already-decided': 'already decided',
  'not-ready': 'not ready for review',
  'needs-answer': 'waiting for someone to write the answer',
  'not-found': 'not found',
}
export const bulkDecisionResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      outcome: z.enum(['approved', 'rejected', 'skipped']),
      skipped: z.enum(BULK_SKIP_REASONS).nullable(),
      /** For an approved draft whose e-mail was held or not sent: why. */
      email: z.string().nullable(),
    }),
  ),
  approved: z.number().int(),
  rejected: z.number().int(),
  skipped: z.number().int(),
})
export type BulkDecisionResult = z.infer<typeof bulkDecisionResultSchema>

/** A person's reply as the draft answering it shows it: who wrote, what, and whether the address and mail checked out. */
export const answeredReplySchema = z.object({
  id: z.string(),
  contact_id: z.string(),
  from_address: z.string(),
  subject: z.string(),
  text: z.string(),
  received_at: z.string(),
  /** Written from another address than the contact's. */
  from_stranger: z.boolean(),
  authentication: messageAuthenticationSchema.nullable(),
  attachments: z.array(z.object({ filename: z.string().nullable(), content_type: z.string(), size: z.number() })),
})
export type AnsweredReply = z.infer<typeof answeredReplySchema>

/** GET /api/approvals/:id: the draft with everything a reviewer weighs. */
export const approvalDetailSchema = approvalItemSchema.extend({
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
  /** The graders' verdicts on the text as written (docs/decisions/134-test-bench.md); null before grading began. */
  grades: draftGradesSchema.nullable(),
  edited: z.boolean(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /** The reviewer's note it was last written again with, how many times it was, and whether, rejected, the playbook's
   * e-mail went instead (docs/decisions/131-approvals-that-teach.md). */
  feedback: z.string().nullable(),
  rewrites: z.number().int(),
  template_sent: z.boolean(),
  /**
   * Why no model could write it again now (none set up, the budget spent, privacy), when the page asks: "Rewrite with
   * this feedback" is then not offered. Absent on the answers to decisions.
   */
  rewrite_unavailable: z.string().nullable().optional(),
  /** One message per person: the other agents' messages this e-mail also carries, each with its run. */
  joined: z.array(z.object({ agent: draftAgentSchema, run_id: z.string(), subject: z.string() })),
  /** The draft whose e-mail carries this one's message, when it joined one. */
  merged_into: z.string().nullable(),
  /** The reply this draft answers, as it came back (docs/decisions/129-answers-in-the-thread.md); null for other drafts. */
  reply: answeredReplySchema.nullable(),
})
export type ApprovalDetail = z.infer<typeof approvalDetailSchema>

/** What a decision did: the draft as it now is, and for an approval whether its e-mail left (held, or past the limit). */
export const approvalDecisionSchema = z.object({ draft: approvalDetailSchema, email: z.string().nullable() })
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>

/** POST /api/approvals/:id/check: what the reviewer's text would send that the draft's facts do not stand behind. */
export const editCheckSchema = z.object({ warning: z.string().nullable() })
export type EditCheck = z.infer<typeof editCheckSchema>
