import { z } from 'zod'

// How often the company's agents may write to one person, and how long a draft waits for review
// (docs/decisions/127-one-message-per-person.md).

export const MESSAGE_WINDOW_CHOICES = [0, 5, 15, 30, 60, 240, 1440] as const
export const DRAFT_EXPIRY_CHOICES = [1, 2, 3, 5, 7, 14, 30] as const

const oneOf = (choices: readonly number[], message: string) =>
  z
    .number()
    .int()
    .refine((value) => choices.includes(value), message)

/** GET and PATCH /api/company/agent-pacing. */
export const agentPacingSchema = z.strictObject({
  messageWindowMinutes: oneOf(MESSAGE_WINDOW_CHOICES, 'Choose one of the listed windows'),
  draftExpiryDays: oneOf(DRAFT_EXPIRY_CHOICES, 'Choose one of the listed ages'),
})
export type AgentPacing = z.infer<typeof agentPacingSchema>

/** "15 minutes", "4 hours", "1 day"; 0 is "No window". */
export function windowLabel(minutes: number): string {
  if (minutes === 0) return 'No window: each message goes on its own'
  if (minutes % 1440 === 0) return `${minutes / 1440} day${minutes === 1440 ? '' : 's'}`
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? '' : 's'}`
  return `${minutes} minutes`
}
