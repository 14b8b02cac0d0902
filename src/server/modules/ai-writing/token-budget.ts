import { and, eq, inArray, sql } from 'drizzle-orm'
import { DEFAULT_MONTHLY_TOKEN_BUDGET, usageMonthOf } from '@/shared/ai/budget'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { aiTokenUsage, companyAiSettings } from './schema'

// The monthly token budget (docs/decisions/106-ai-writing.md): a call reserves its largest possible use first, in one
// conditional statement, so parallel calls never take the month past the budget; then it settles to what was used.

const budgetOf = (companyId: string) =>
  sql`coalesce((select ${companyAiSettings.monthly_token_budget} from ${companyAiSettings} where ${companyAiSettings.company_id} = ${companyId}), ${DEFAULT_MONTHLY_TOKEN_BUDGET})`

/** Takes `estimate` tokens of this month's budget and counts a call; false, and nothing taken, when they do not fit. */
export async function reserveTokens(db: Db, companyId: string, estimate: number, now = new Date()): Promise<boolean> {
  const month = usageMonthOf(now)
  const tokens = Math.max(0, Math.ceil(estimate))
  // The row lock of ON CONFLICT DO UPDATE re-checks the condition against the latest committed total.
  const result = await db.execute(sql`
    insert into ai_token_usage (company_id, month, tokens, calls)
    select ${companyId}::uuid, ${month}::date, ${tokens}::int, 1
    where ${tokens}::int <= ${budgetOf(companyId)}
    on conflict (company_id, month) do update set
      tokens = ai_token_usage.tokens + excluded.tokens,
      calls = ai_token_usage.calls + 1
    where ai_token_usage.tokens + excluded.tokens <= ${budgetOf(companyId)}
    returning tokens`)
  return rowsOf(result).length === 1
}

/** Gives back what a call reserved and did not use (or takes what it used beyond: the provider's count wins). */
export async function settleTokens(db: Db, companyId: string, reserved: number, actual: number, now = new Date()): Promise<void> {
  const difference = Math.ceil(actual) - Math.ceil(reserved)
  if (difference === 0) return
  await db
    .update(aiTokenUsage)
    .set({ tokens: sql`greatest(0, ${aiTokenUsage.tokens} + ${difference})` })
    .where(and(eq(aiTokenUsage.company_id, companyId), eq(aiTokenUsage.month, usageMonthOf(now))))
}

export type MonthUsage = { month: string; tokens: number; calls: number }

/** This month's use of one company ("YYYY-MM"). */
export async function monthUsage(db: Db, companyId: string, now = new Date()): Promise<MonthUsage> {
  const month = usageMonthOf(now)
  const [row] = await db
    .select({ tokens: aiTokenUsage.tokens, calls: aiTokenUsage.calls })
    .from(aiTokenUsage)
    .where(and(eq(aiTokenUsage.company_id, companyId), eq(aiTokenUsage.month, month)))
  return { month: month.slice(0, 7), tokens: row?.tokens ?? 0, calls: row?.calls ?? 0 }
}

/** This month's tokens of several companies in one query (absent: none used). */
export async function monthTokensOf(db: Db, companyIds: string[], now = new Date()): Promise<Map<string, number>> {
  if (companyIds.length === 0) return new Map()
  const rows = await db
    .select({ companyId: aiTokenUsage.company_id, tokens: aiTokenUsage.tokens })
    .from(aiTokenUsage)
    .where(and(inArray(aiTokenUsage.company_id, companyIds), eq(aiTokenUsage.month, usageMonthOf(now))))
  return new Map(rows.map((row) => [row.companyId, row.tokens]))
}

/** Whether the month's tokens have reached the budget (the owner's, or the default when none is set). */
export function budgetReached(tokensUsed: number, budget: number | null | undefined): boolean {
  return tokensUsed >= (budget ?? DEFAULT_MONTHLY_TOKEN_BUDGET)
}
