import { DEFAULT_PRICE_TABLE } from '@/shared/ai/model-prices'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { warnNearMoneyBudget, type BudgetMailContext } from './budget-warning'
import type { ComposedDraft, ComposeOptions } from './draft-compose'
import { redraftAfterOutage } from './outage-recovery'

export type AfterCallsContext = Pick<ComposeOptions, 'prices'> & { db: Db; jobs: JobQueue; mail: BudgetMailContext }

/**
 * What a draft's model calls set off once it is written: the owner's e-mail when the month's cost passed 80% of the
 * budget (docs/decisions/132-cost-in-money.md) and, when the provider answered, the drafts its outage left to the
 * template written again (docs/decisions/133-provider-outages.md). Each in a transaction of its own, after the draft's.
 */
export async function afterModelCalls(context: AfterCallsContext, companyId: string, written: ComposedDraft): Promise<void> {
  if (!written.call) return
  const currency = (context.prices ?? DEFAULT_PRICE_TABLE).currency
  await context.db.transaction((tx) => warnNearMoneyBudget(tx, context.jobs, context.mail, { companyId, currency }))
  if (written.fallbackKind !== 'provider') await context.db.transaction((tx) => redraftAfterOutage(tx, context.jobs, companyId))
}
