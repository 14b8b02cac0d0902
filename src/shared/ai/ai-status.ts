import { z } from 'zod'
import { AI_PROVIDERS } from './providers'

// What the workspace's banners say about the language model (docs/decisions/132-cost-in-money.md,
// docs/decisions/133-provider-outages.md): the month's budget in money near or past its end, and a provider that keeps
// failing. One schema for GET /api/ai/status and the banners.

const outageSchema = z.object({
  provider: z.enum(AI_PROVIDERS),
  model: z.string(),
  failures: z.number().int(),
  /** The latest failure, ISO. */
  lastAt: z.string(),
})
export type ProviderOutage = z.infer<typeof outageSchema>

export const aiStatusSchema = z.object({
  budget: z.object({
    state: z.enum(['none', 'ok', 'warning', 'reached']),
    currency: z.string(),
    /** This month's cost so far, in millionths of the currency; null when no budget in money is set. */
    spentMicros: z.number().int(),
    budgetCents: z.number().int().nullable(),
    /** "YYYY-MM", UTC. */
    month: z.string(),
    canEdit: z.boolean(),
  }),
  outage: outageSchema.nullable(),
})
export type AiStatus = z.infer<typeof aiStatusSchema>
