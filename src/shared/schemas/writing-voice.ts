import { z } from 'zod'
import { storableText } from './text'

// How the business's e-mails sound (docs/decisions/131-approvals-that-teach.md): one voice for every agent's writer,
// set by the owner in Settings → Agent e-mails.

export const WRITING_VOICE_MAX = 600

/** PUT /api/company/writing-voice and its answer; '' (or null in the answer) is the product's default voice. */
export const writingVoiceSchema = z.strictObject({
  voice: storableText().trim().max(WRITING_VOICE_MAX, `Keep it to ${WRITING_VOICE_MAX} characters`),
})
export type WritingVoiceInput = z.infer<typeof writingVoiceSchema>

export const writingVoiceViewSchema = z.object({ voice: z.string().nullable() })
export type WritingVoiceView = z.infer<typeof writingVoiceViewSchema>
