import { approveDraftSchema, DRAFT_BODY_MAX } from '@/shared/ai/draft'
import { storableText } from '@/shared/schemas/text'

// Loaded on the answer box's first focus, as the review form's checks are (docs/decisions/097, 099): it imports zod.

/**
 * A person's answer to a reply (docs/decisions/129-answers-in-the-thread.md): the approval's own checks, worded for someone
 * writing rather than reviewing, and text of their own above the message another agent had waiting for the person,
 * which the answer takes along (`takenAlong`, empty when there is none): without it, the e-mail would answer nothing.
 */
export function answerSchema(takenAlong: string) {
  const taken = takenAlong.trim()
  return approveDraftSchema.extend({
    body: storableText()
      .trim()
      .min(1, 'Write your answer')
      .max(DRAFT_BODY_MAX, `Keep the e-mail under ${DRAFT_BODY_MAX.toLocaleString('en')} characters`)
      .refine((body) => !taken || body !== taken, 'Write your answer above the message that goes with it'),
  })
}
