import { z } from 'zod'
import { FEEDBACK_MAX } from '../ai/rewrites'
import { storableText } from './text'

// "Rewrite with this feedback" (docs/decisions/131-approvals-that-teach.md): a waiting draft written again with the
// reviewer's note.

/** POST /api/approvals/:id/rewrite. */
export const rewriteDraftSchema = z.strictObject({
  feedback: storableText().trim().min(1, 'Say what to change').max(FEEDBACK_MAX, `Keep the note to ${FEEDBACK_MAX} characters`),
  /** The note becomes a line of the agent's style guide. */
  teach: z.boolean('Choose yes or no').default(true),
})
export type RewriteDraftInput = z.infer<typeof rewriteDraftSchema>
