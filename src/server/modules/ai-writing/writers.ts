import { chooseWriter, type WriterDecision } from '@/shared/ai/writer'
import type { ModelChoice } from '@/shared/ai/providers'
import type { PrivacyControls } from '@/shared/schemas/privacy'
import type { Db } from '@/server/platform/db/client'
import { companyChoiceOf, readSettingsOf } from './company-models'
import { DEFAULT_PRICE_TABLE, type PriceTable } from '@/shared/ai/model-prices'
import { budgetVerdict, nextCallMicros } from './call-estimate'
import { monthSpendingOf } from './token-budget'

export type CompanyPrivacy = { id: string; privacy: PrivacyControls }
export type WritersFor = (tx: Db, companies: CompanyPrivacy[]) => Promise<Map<string, WriterDecision>>

/**
 * Who writes each company's e-mails (docs/decisions/106-ai-writing.md), for a batch of the runtime: the companies'
 * settings in one query and, only when some model may write, their month's usage in one more. With no operator model
 * and no company that set one, that is one indexed query and every company gets the templates, as before.
 */
export function createWritersFor(server: ModelChoice | null, prices: PriceTable = DEFAULT_PRICE_TABLE): WritersFor {
  return async (tx, companies) => {
    const ids = [...new Set(companies.map((company) => company.id))]
    const settings = await readSettingsOf(tx, ids)
    const models = new Map(ids.map((id) => [id, companyChoiceOf(settings.get(id)) ?? server]))
    const spending = ids.filter((id) => models.get(id))
    const used = spending.length ? await monthSpendingOf(tx, spending) : new Map<string, { tokens: number; costMicros: number }>()
    const decisions = new Map<string, WriterDecision>()
    for (const { id, privacy } of companies) {
      decisions.set(
        id,
        chooseWriter({
          server,
          company: companyChoiceOf(settings.get(id)),
          privacy,
          // The token budget, then the budget in money (docs/decisions/132-cost-in-money.md).
          budgetReached: budgetVerdict(
            used.get(id) ?? { tokens: 0, costMicros: 0 },
            settings.get(id),
            nextCallMicros(prices, models.get(id)?.model ?? null),
          ),
        }),
      )
    }
    return decisions
  }
}
