import { z } from 'zod'
import { storableText } from '../schemas/text'

// What a language model writes for a playbook step that sends words (docs/decisions/106-ai-writing.md), and what a
// reviewer may change. One schema for the model's structured answer, the checks and the Approvals inbox.

export const DRAFT_SUBJECT_MAX = 120
export const DRAFT_BODY_MAX = 1500
export const DRAFT_FACTS_MAX = 20

/** The model's structured answer: the e-mail and the facts it relied on, each quoted from the facts it was given. */
export const modelDraftSchema = z.strictObject({
  // Text PostgreSQL cannot store (NUL, a lone surrogate) is refused here, so the draft falls back instead of failing.
  subject: storableText().trim().min(1).max(DRAFT_SUBJECT_MAX).describe('The e-mail subject, one line'),
  body: storableText().trim().min(1).max(DRAFT_BODY_MAX).describe('The e-mail text, plain text, no signature'),
  facts_used: z
    .array(storableText().trim().min(1).max(300))
    .max(DRAFT_FACTS_MAX)
    .describe('Each fact from the list that the e-mail relies on, quoted as given'),
})
export type ModelDraft = z.infer<typeof modelDraftSchema>

/** Who wrote a draft's text: the language model, or the playbook's template (no model, or the model's text refused). */
export const DRAFT_WRITERS = ['model', 'template'] as const
export type DraftWriter = (typeof DRAFT_WRITERS)[number]

/**
 * A draft's life: `writing` while the model works; `awaiting` review in Approvals; `approved` and queued in the outbox;
 * `rejected` with a reason; `sent` on its own when the agent sends without review; `scheduled` when it is ready but
 * waits for the person's message window; `merged` when its message joined another draft to the same person (one
 * e-mail); `expired` when it waited for review longer than the company allows.
 */
export const DRAFT_STATUSES = ['writing', 'awaiting', 'approved', 'rejected', 'sent', 'scheduled', 'merged', 'expired'] as const
export type DraftStatus = (typeof DRAFT_STATUSES)[number]

/**
 * Why the template wrote instead of the model, by kind: `provider` (the model did not answer: an error or a timeout),
 * `refused` (its text failed the checks twice, or its answer was not in the shape asked for), `budget` (the month's
 * budget is spent), `setup` (no model, or its key cannot be read) and `privacy` (Local processing rules the provider
 * out). Only `provider` is an outage worth a banner and a second attempt once the provider answers again.
 */
export const FALLBACK_KINDS = ['provider', 'refused', 'budget', 'setup', 'privacy'] as const
export type FallbackKind = (typeof FALLBACK_KINDS)[number]

/** An approval older than this is flagged on the dashboard. */
export const OVERDUE_APPROVAL_MS = 24 * 60 * 60 * 1000

/** POST /api/approvals/:id/approve: the text as the reviewer leaves it (edited or not). */
export const approveDraftSchema = z.strictObject({
  subject: storableText().trim().min(1, 'Write a subject').max(DRAFT_SUBJECT_MAX),
  body: storableText().trim().min(1, 'Write the e-mail').max(DRAFT_BODY_MAX),
})
export type ApproveDraftInput = z.infer<typeof approveDraftSchema>

/** POST /api/approvals/:id/reject: why, recorded with the draft (docs/decisions/131-approvals-that-teach.md for the rest). */
export const rejectDraftSchema = z.strictObject({
  reason: storableText().trim().min(1, 'Say why the draft is rejected').max(500),
  /** Send the playbook's e-mail instead of nothing; off unless the reviewer chooses it. */
  sendTemplate: z.boolean('Choose yes or no').default(false),
  /** The reason becomes a line of the agent's style guide. */
  teach: z.boolean('Choose yes or no').default(true),
})
export type RejectDraftInput = z.infer<typeof rejectDraftSchema>

/** PATCH /api/agents/:id/review: whether the agent's drafts wait for a person (owners only). */
export const agentReviewSchema = z.strictObject({ reviewBeforeSend: z.boolean() })
