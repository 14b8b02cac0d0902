import { callCostMicros, type PriceTable } from '@/shared/ai/model-prices'
import { moneyBudgetState } from '@/shared/ai/money'
import { DEFAULT_MONTHLY_TOKEN_BUDGET } from '@/shared/ai/budget'
import type { companyAiSettings } from './schema'

// How much of the budgets a call may take before it is made (docs/decisions/106-ai-writing.md,
// docs/decisions/132-cost-in-money.md): its prompt's tokens as estimated, plus the longest answer it may write.

/** The longest answer a draft may take: a subject, 1500 characters of body and the facts it used. */
export const DRAFT_MAX_OUTPUT_TOKENS = 1000

/**
 * A draft's prompt as the budgets plan for it before one is built (the writer decision, the banner): a planning figure
 * for the rules, the facts, the company's knowledge and a short thread. The call itself reserves by its real prompt.
 */
const PLANNED_PROMPT_TOKENS = 2000

/** A token is about four characters of English. */
export function promptTokensOf(prompt: { system: string; user: string }): number {
  return Math.ceil((prompt.system.length + prompt.user.length) / 4)
}

/** The largest use of a call with this prompt: all its tokens, and their cost (0 when the model has no price). */
export function largestUseOf(prices: PriceTable, model: string, prompt: { system: string; user: string }) {
  const input = promptTokensOf(prompt)
  return {
    tokens: input + DRAFT_MAX_OUTPUT_TOKENS,
    costMicros: callCostMicros(prices, model, input, DRAFT_MAX_OUTPUT_TOKENS) ?? 0,
  }
}

/**
 * What the next e-mail may cost at most with this model, before its prompt is known: null when the model has no price,
 * 0 without a model (nothing will be called, so a budget spent is simply reached).
 */
export function nextCallMicros(prices: PriceTable, model: string | null): number | null {
  return model === null ? 0 : callCostMicros(prices, model, PLANNED_PROMPT_TOKENS, DRAFT_MAX_OUTPUT_TOKENS)
}

type Budgets = Pick<typeof companyAiSettings.$inferSelect, 'monthly_token_budget' | 'monthly_budget_cents'>

/**
 * Which budget, if any, keeps the model from writing this month: the tokens used against the token budget, then the
 * money spent against the budget in money (the writer decision's `budgetReached`).
 */
export function budgetVerdict(
  used: { tokens: number; costMicros: number },
  budgets: Budgets | undefined,
  nextCall: number | null,
): false | 'tokens' | 'money' {
  if (used.tokens >= (budgets?.monthly_token_budget ?? DEFAULT_MONTHLY_TOKEN_BUDGET)) return 'tokens'
  if (moneyBudgetState(used.costMicros, budgets?.monthly_budget_cents ?? null, nextCall) === 'reached') return 'money'
  return false
}
