import { sql } from 'drizzle-orm'
import type { AiCosts } from '@/shared/ai/ai-costs'
import { usageMonthOf } from '@/shared/ai/budget'
import { priceOf, type PriceTable } from '@/shared/ai/model-prices'
import { moneyBudgetState } from '@/shared/ai/money'
import { OUTCOMES } from '@/shared/ai/outcomes'
import type { ModelChoice } from '@/shared/ai/providers'
import type { Db } from '@/server/platform/db/client'
import { rowsOf, textArray } from '@/server/platform/db/raw-sql'
import { nextCallMicros } from './call-estimate'
import { companyChoiceOf, readCompanySettings } from './company-models'
import { LONGEST_WAIT } from './provider-failures'
import { monthUsage } from './token-budget'

// Settings → AI's costs (docs/decisions/132-cost-in-money.md): the month's total is the usage row every call reserves
// and settles in; each agent's share is the cost its drafts of the month carry; what no draft carries is shown as its
// own line, so the rows add up to the total. Months are calendar months in UTC, as the budgets' are.

/** Months listed, this one included. */
const MONTHS_SHOWN = 6

const monthRange = (now: Date) => {
  const start = new Date(`${usageMonthOf(now)}T00:00:00Z`)
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1))
  return { start: start.toISOString(), end: end.toISOString() }
}

type AgentCostRow = { id: string; name: string; catalogue_id: string; cost: string | number; priced: number; unpriced: number }

/** The company's costs this month and the months before; `server` is the operator's model (it writes unless the company set one). */
export async function readAiCosts(
  db: Db,
  companyId: string,
  { server, prices, canEdit, now = new Date() }: { server: ModelChoice | null; prices: PriceTable; canEdit: boolean; now?: Date },
): Promise<AiCosts> {
  const { start, end } = monthRange(now)
  const [settings, usage] = await Promise.all([readCompanySettings(db, companyId), monthUsage(db, companyId, now)])
  const current = companyChoiceOf(settings) ?? server
  const budgetCents = settings?.monthly_budget_cents ?? null
  const agents = rowsOf<AgentCostRow>(
    await db.execute(sql`
      select a.id, a.name, a.catalogue_id,
        coalesce(sum(d.cost_micros), 0)::bigint as cost,
        count(d.cost_micros)::int as priced,
        count(d.id) filter (where d.cost_micros is null)::int as unpriced
      from agents a
      left join agent_drafts d on d.agent_id = a.id and d.model is not null
        and d.written_at >= ${start}::timestamptz and d.written_at < ${end}::timestamptz
        -- Written this month means created at most the longest wait before it (the index on created_at is used).
        and d.created_at >= ${start}::timestamptz - ${LONGEST_WAIT}
      where a.company_id = ${companyId}::uuid
      group by a.id, a.name, a.catalogue_id
      order by a.name, a.id`),
  )
  const months = rowsOf<{ month: string; cost_micros: string | number; calls: number }>(
    await db.execute(sql`
      select to_char(month, 'YYYY-MM') as month, cost_micros, calls from ai_token_usage
      where company_id = ${companyId}::uuid and month <= ${usageMonthOf(now)}::date
      order by month desc limit ${MONTHS_SHOWN}`),
  )
  const outcomeCounts = await countOutcomes(db, companyId, start, end)
  const agentCosts = agents.map((agent) => ({
    agentId: agent.id,
    name: agent.name,
    costMicros: Number(agent.cost),
    pricedDrafts: agent.priced,
    unpricedDrafts: agent.unpriced,
  }))
  const catalogueIdOf = new Map(agents.map((agent) => [agent.id, agent.catalogue_id]))
  const onDrafts = agentCosts.reduce((total, agent) => total + agent.costMicros, 0)
  return {
    currency: prices.currency,
    asOf: prices.asOf,
    month: usage.month,
    spentMicros: usage.costMicros,
    calls: usage.calls,
    budget: { budgetCents, state: moneyBudgetState(usage.costMicros, budgetCents, nextCallMicros(prices, current?.model ?? null)) },
    model: current ? { name: current.model, priced: priceOf(prices, current.model) !== null } : null,
    agents: agentCosts,
    otherMicros: Math.max(0, usage.costMicros - onDrafts),
    months: months.map((row) => ({ month: row.month, costMicros: Number(row.cost_micros), calls: row.calls })),
    outcomes: OUTCOMES.flatMap((outcome) =>
      agentCosts
        .filter((agent) => catalogueIdOf.get(agent.agentId) === outcome.agent)
        .map((agent) => {
          const count = outcomeCounts.get(outcome.event) ?? 0
          const note =
            count === 0
              ? outcome.none
              : agent.unpricedDrafts > 0
                ? `The cost of some of ${agent.name}’s e-mails is unknown: the price table has no price for their model`
                : null
          return {
            agentId: agent.agentId,
            agentName: agent.name,
            label: outcome.label,
            plural: outcome.plural,
            count,
            perOutcomeMicros: note === null ? Math.round(agent.costMicros / count) : null,
            note,
          }
        }),
    ),
    canEdit,
  }
}

/** How many of each outcome's events the company reported this month (received, as the events API stamps them). */
async function countOutcomes(db: Db, companyId: string, start: string, end: string): Promise<Map<string, number>> {
  const rows = rowsOf<{ type: string; count: number }>(
    await db.execute(sql`
      select type, count(*)::int as count from agent_events
      where company_id = ${companyId}::uuid and received_at >= ${start}::timestamptz and received_at < ${end}::timestamptz
        and type = any(${textArray(OUTCOMES.map((outcome) => outcome.event))})
      group by type`),
  )
  return new Map(rows.map((row) => [row.type, row.count]))
}
