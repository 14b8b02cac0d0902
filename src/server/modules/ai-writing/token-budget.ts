import { and, eq, inArray, sql } from 'drizzle-orm'
import { DEFAULT_MONTHLY_TOKEN_BUDGET, usageMonthOf } from '@/shared/ai/budget'
import { MICROS_PER_CENT } from '@/shared/ai/money'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { aiTokenUsage, companyAiSettings } from './schema'

// The monthly budgets (docs/decisions/106-ai-writing.md, docs/decisions/132-cost-in-money.md): a call reserves its largest
// possible use first, tokens and money in one conditional statement, so parallel calls never take the month past either
// budget; then it settles to what was used.

const budgetOf = (companyId: string) =>
  sql`coalesce((select ${companyAiSettings.monthly_token_budget} from ${companyAiSettings} where ${companyAiSettings.company_id} = ${companyId}), ${DEFAULT_MONTHLY_TOKEN_BUDGET})`

/** The budget in money as micros, or null for none. */
const moneyBudgetOf = (companyId: string) =>
  sql`((select ${companyAiSettings.monthly_budget_cents} from ${companyAiSettings} where ${companyAiSettings.company_id} = ${companyId})::bigint * ${MICROS_PER_CENT})`

/** What one call takes: tokens, and its cost in micros (0 when the model has no price: the money budget cannot count it). */
export type CallUse = { tokens: number; costMicros: number }

/** Takes a call's largest use of this month's budgets and counts it; false, and nothing taken, when it does not fit. */
export async function reserveCall(db: Db, companyId: string, use: CallUse, now = new Date()): Promise<boolean> {
  const month = usageMonthOf(now)
  const tokens = Math.max(0, Math.ceil(use.tokens))
  const cost = Math.max(0, Math.ceil(use.costMicros))
  const money = moneyBudgetOf(companyId)
  // The row lock of ON CONFLICT DO UPDATE re-checks the condition against the latest committed totals.
  const result = await db.execute(sql`
    insert into ai_token_usage (company_id, month, tokens, calls, cost_micros)
    select ${companyId}::uuid, ${month}::date, ${tokens}::int, 1, ${cost}::bigint
    where ${tokens}::int <= ${budgetOf(companyId)}
      and (${cost}::bigint = 0 or ${money} is null or ${cost}::bigint <= ${money})
    on conflict (company_id, month) do update set
      tokens = ai_token_usage.tokens + excluded.tokens,
      calls = ai_token_usage.calls + 1,
      cost_micros = ai_token_usage.cost_micros + excluded.cost_micros
    where ai_token_usage.tokens + excluded.tokens <= ${budgetOf(companyId)}
      and (excluded.cost_micros = 0 or ${money} is null or ai_token_usage.cost_micros + excluded.cost_micros <= ${money})
    returning tokens`)
  return rowsOf(result).length === 1
}

/** Gives back what a call reserved and did not use (or takes what it used beyond: the provider's count wins). */
export async function settleCall(db: Db, companyId: string, reserved: CallUse, actual: CallUse, now = new Date()): Promise<void> {
  const tokens = Math.ceil(actual.tokens) - Math.ceil(reserved.tokens)
  const cost = Math.ceil(actual.costMicros) - Math.ceil(reserved.costMicros)
  if (tokens === 0 && cost === 0) return
  await db
    .update(aiTokenUsage)
    .set({
      tokens: sql`greatest(0, ${aiTokenUsage.tokens} + ${tokens})`,
      cost_micros: sql`greatest(0, ${aiTokenUsage.cost_micros} + ${cost}::bigint)`,
    })
    .where(and(eq(aiTokenUsage.company_id, companyId), eq(aiTokenUsage.month, usageMonthOf(now))))
}

/** Takes `estimate` tokens of this month's budget and counts a call; false, and nothing taken, when they do not fit. */
export function reserveTokens(db: Db, companyId: string, estimate: number, now = new Date()): Promise<boolean> {
  return reserveCall(db, companyId, { tokens: estimate, costMicros: 0 }, now)
}

/** Gives back the tokens a call reserved and did not use (or takes what it used beyond). */
export function settleTokens(db: Db, companyId: string, reserved: number, actual: number, now = new Date()): Promise<void> {
  return settleCall(db, companyId, { tokens: reserved, costMicros: 0 }, { tokens: actual, costMicros: 0 }, now)
}

export type MonthUsage = { month: string; tokens: number; calls: number; costMicros: number }

/** This month's use of one company ("YYYY-MM"). */
export async function monthUsage(db: Db, companyId: string, now = new Date()): Promise<MonthUsage> {
  const month = usageMonthOf(now)
  const [row] = await db
    .select({ tokens: aiTokenUsage.tokens, calls: aiTokenUsage.calls, costMicros: aiTokenUsage.cost_micros })
    .from(aiTokenUsage)
    .where(and(eq(aiTokenUsage.company_id, companyId), eq(aiTokenUsage.month, month)))
  return { month: month.slice(0, 7), tokens: row?.tokens ?? 0, calls: row?.calls ?? 0, costMicros: row?.costMicros ?? 0 }
}

/** This month's tokens of several companies in one query (absent: none used). */
export async function monthTokensOf(db: Db, companyIds: string[], now = new Date()): Promise<Map<string, number>> {
  const spent = await monthSpendingOf(db, companyIds, now)
  return new Map([...spent].map(([id, row]) => [id, row.tokens]))
}

/** This month's tokens and cost of several companies in one query (absent: nothing used). */
export async function monthSpendingOf(
  db: Db,
  companyIds: string[],
  now = new Date(),
): Promise<Map<string, { tokens: number; costMicros: number }>> {
  if (companyIds.length === 0) return new Map()
  const rows = await db
    .select({ companyId: aiTokenUsage.company_id, tokens: aiTokenUsage.tokens, costMicros: aiTokenUsage.cost_micros })
    .from(aiTokenUsage)
    .where(and(inArray(aiTokenUsage.company_id, companyIds), eq(aiTokenUsage.month, usageMonthOf(now))))
  return new Map(rows.map(({ companyId, tokens, costMicros }) => [companyId, { tokens, costMicros }]))
}

/** Whether the month's tokens have reached the budget (the owner's, or the default when none is set). */
export function budgetReached(tokensUsed: number, budget: number | null | undefined): boolean {
  return tokensUsed >= (budget ?? DEFAULT_MONTHLY_TOKEN_BUDGET)
}
