import { z } from 'zod'

/** Every 4xx/5xx body: a message, and field issues for validation failures. */
export const errorBodySchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
