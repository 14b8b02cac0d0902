// "Rewrite with this feedback" (docs/decisions/131-approvals-that-teach.md): the limits, kept apart from the schema so
// the draft's page reads them without loading zod (docs/decisions/097-first-load-budgets.md).

/** How many times one draft may be written again: after that, the reviewer edits it, approves or rejects it. */
export const MAX_REWRITES = 3
/** The longest note a reviewer writes. */
export const FEEDBACK_MAX = 500
