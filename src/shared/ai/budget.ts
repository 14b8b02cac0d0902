import { z } from 'zod'

// The monthly token budget of a company's agents (docs/decisions/106-ai-writing.md): a call reserves its largest
// possible use before it starts, so the budget is a limit, never an estimate exceeded after the fact.

/** The budget of a company whose owner has not set one. */
export const DEFAULT_MONTHLY_TOKEN_BUDGET = 1_000_000
export const MIN_MONTHLY_TOKEN_BUDGET = 1_000
export const MAX_MONTHLY_TOKEN_BUDGET = 100_000_000

/** The owner's monthly token budget, as the Settings → AI form and PUT /api/company/ai/budget take it. */
export const monthlyTokenBudget = z
  .number({ error: 'Enter a whole number of tokens' })
  .int('Enter a whole number of tokens')
  .min(MIN_MONTHLY_TOKEN_BUDGET, `Allow at least ${MIN_MONTHLY_TOKEN_BUDGET.toLocaleString('en')} tokens a month`)
  .max(MAX_MONTHLY_TOKEN_BUDGET, `Allow at most ${MAX_MONTHLY_TOKEN_BUDGET.toLocaleString('en')} tokens a month`)

/** PUT /api/company/ai/budget: a budget without a model of the company's own (the operator's model writes). */
export const updateTokenBudgetSchema = z.strictObject({ monthlyTokenBudget })
export type UpdateTokenBudgetInput = z.infer<typeof updateTokenBudgetSchema>

/** The first day of the calendar month (UTC) a moment falls in, as the usage table keys it: "2026-05-01". */
export function usageMonthOf(moment: Date): string {
  return `${moment.toISOString().slice(0, 7)}-01`
}
