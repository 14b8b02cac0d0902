import { z } from 'zod'
import { GUIDE_MAX_CHARS, GUIDE_MAX_LINES, guideLines } from '../ai/guidance'
import { storableText } from './text'

// An agent's style guide on its page (docs/decisions/131-approvals-that-teach.md): members read it, the owner edits it.

/** PUT /api/agents/:id/guidance: the whole guide as the owner leaves it; '' clears it. */
export const agentGuidanceSchema = z.strictObject({
  guidance: storableText()
    .max(GUIDE_MAX_CHARS, `Keep the style guide to ${GUIDE_MAX_CHARS} characters`)
    .refine((text) => guideLines(text).length <= GUIDE_MAX_LINES, `Keep the style guide to ${GUIDE_MAX_LINES} lines`),
})
export type AgentGuidanceInput = z.infer<typeof agentGuidanceSchema>

/** GET and PUT /api/agents/:id/guidance: the guide, when it last changed and by whom (null: a review taught it). */
export const agentGuidanceViewSchema = z.object({
  guidance: z.string().nullable(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  /** The edited, approved e-mails the agent's prompt shows as examples, newest first. */
  examples: z.number().int(),
})
export type AgentGuidanceView = z.infer<typeof agentGuidanceViewSchema>
