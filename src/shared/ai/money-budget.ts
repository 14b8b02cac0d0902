import { z } from 'zod'

// The owner's monthly budget in money, as Settings → AI's form and PUT /api/company/ai/money-budget take it
// (docs/decisions/132-cost-in-money.md).

/** The smallest and largest monthly budget an owner may set, in the table's currency. */
export const MIN_MONTHLY_BUDGET = 1
export const MAX_MONTHLY_BUDGET = 1_000_000

/** PUT /api/company/ai/money-budget: an amount with at most two decimals, or null for no budget in money. */
export const updateMoneyBudgetSchema = z.strictObject({
  monthlyBudget: z
    .number({ error: 'Enter an amount, such as 25 or 25.50' })
    .min(MIN_MONTHLY_BUDGET, `Allow at least ${MIN_MONTHLY_BUDGET} a month, or remove the budget`)
    .max(MAX_MONTHLY_BUDGET, `Allow at most ${MAX_MONTHLY_BUDGET.toLocaleString('en-US')} a month`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most two decimals, such as 25.50')
    .nullable(),
})
export type UpdateMoneyBudgetInput = z.infer<typeof updateMoneyBudgetSchema>

/** The budget as stored: whole cents. */
export function budgetCentsOf(monthlyBudget: number): number {
  return Math.round(monthlyBudget * 100)
}
