import { z } from 'zod'

// GET /api/company/ai/costs: what the agents' language model cost, in the price table's currency
// (docs/decisions/132-cost-in-money.md). Every figure of this month comes from one total, so the rows add up to it and
// the banner's figure is the same.

const micros = z.number().int().nonnegative()

export const aiCostsSchema = z.object({
  currency: z.string(),
  /** When the price table's prices were taken: "2025-11" or "2025-11-30". */
  asOf: z.string(),
  /** "YYYY-MM", UTC. */
  month: z.string(),
  /** The month's cost so far, calls in flight included at their largest. */
  spentMicros: micros,
  calls: z.number().int(),
  budget: z.object({
    budgetCents: z.number().int().nullable(),
    state: z.enum(['none', 'ok', 'warning', 'reached']),
  }),
  /** The model the agents write with now, and whether the table has its price (null: the templates write). */
  model: z.object({ name: z.string(), priced: z.boolean() }).nullable(),
  /** Each agent's drafts of the month: their cost, how many the model wrote with a price known, and how many without. */
  agents: z.array(
    z.object({
      agentId: z.string(),
      name: z.string(),
      costMicros: micros,
      pricedDrafts: z.number().int(),
      unpricedDrafts: z.number().int(),
    }),
  ),
  /** The month's cost not on any agent's e-mail: calls still under way, e-mails written again, tests. */
  otherMicros: micros,
  /** The latest months, newest first, this one included. */
  months: z.array(z.object({ month: z.string(), costMicros: micros, calls: z.number().int() })),
  /** Cost per outcome this month, for each deployed agent whose work a business event reports. */
  outcomes: z.array(
    z.object({
      agentId: z.string(),
      agentName: z.string(),
      label: z.string(),
      plural: z.string(),
      count: z.number().int(),
      /** The agent's cost per outcome; null with `note` saying why there is no figure. */
      perOutcomeMicros: micros.nullable(),
      note: z.string().nullable(),
    }),
  ),
  canEdit: z.boolean(),
})
export type AiCosts = z.infer<typeof aiCostsSchema>
