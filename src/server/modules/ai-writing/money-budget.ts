import { sql } from 'drizzle-orm'
import { usageMonthOf } from '@/shared/ai/budget'
import { BUDGET_WARNING_SHARE, MICROS_PER_CENT } from '@/shared/ai/money'
import type { AiStatus } from '@/shared/ai/ai-status'
import type { PriceTable } from '@/shared/ai/model-prices'
import { moneyBudgetState } from '@/shared/ai/money'
import type { ModelChoice } from '@/shared/ai/providers'
import type { Db } from '@/server/platform/db/client'
import { nextCallMicros } from './call-estimate'
import { companyChoiceOf, readCompanySettings } from './company-models'
import { readProviderOutage } from './provider-failures'
import { companyAiSettings } from './schema'
import { monthUsage } from './token-budget'

// The budget in money and the workspace's banners (docs/decisions/132-cost-in-money.md,
// docs/decisions/133-provider-outages.md).

/**
 * Sets the company's monthly budget in money (cents; null removes it). A budget raised above 80% of what the month cost
 * may warn again when the month reaches 80% of it: the month's mark is cleared in the same transaction.
 */
export async function saveMoneyBudget(
  db: Db,
  { companyId, userId }: { companyId: string; userId: string },
  budgetCents: number | null,
  now = new Date(),
): Promise<void> {
  const values = { monthly_budget_cents: budgetCents, updated_by: userId, updated_at: now }
  await db.transaction(async (tx) => {
    await tx
      .insert(companyAiSettings)
      .values({ company_id: companyId, ...values })
      .onConflictDoUpdate({ target: companyAiSettings.company_id, set: values })
    await tx.execute(sql`
      update ai_token_usage set budget_warned_at = null
      where company_id = ${companyId}::uuid and month = ${usageMonthOf(now)}::date and budget_warned_at is not null
        and (${budgetCents}::bigint is null or cost_micros < ${budgetCents}::bigint * ${MICROS_PER_CENT * BUDGET_WARNING_SHARE})`)
  })
}

/** What the banners say: the budget in money against this month's cost, and an outage of the model the company writes with. */
export async function readAiStatus(
  db: Db,
  companyId: string,
  { server, prices, canEdit, now = new Date() }: { server: ModelChoice | null; prices: PriceTable; canEdit: boolean; now?: Date },
): Promise<AiStatus> {
  const [settings, usage] = await Promise.all([readCompanySettings(db, companyId), monthUsage(db, companyId, now)])
  const current = companyChoiceOf(settings) ?? server
  const budgetCents = settings?.monthly_budget_cents ?? null
  return {
    budget: {
      state: moneyBudgetState(usage.costMicros, budgetCents, nextCallMicros(prices, current?.model ?? null)),
      currency: prices.currency,
      spentMicros: usage.costMicros,
      budgetCents,
      month: usage.month,
      canEdit,
    },
    outage: await readProviderOutage(db, companyId, current, now),
  }
}
