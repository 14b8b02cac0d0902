import { sql } from 'drizzle-orm'
import { usageMonthOf } from '@/shared/ai/budget'
import { BUDGET_WARNING_SHARE, formatBudget, formatCost, MICROS_PER_CENT } from '@/shared/ai/money'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { enqueueEmails } from '@/server/platform/mail/outbox'
import { renderLinkEmail } from '@/server/modules/accounts'

// The owner is told once a month when the agents' model has cost 80% of the budget in money
// (docs/decisions/132-cost-in-money.md); the banner says the same until the month ends or the budget is raised.

export type BudgetMailContext = { productName: string; publicUrl: string }

const monthName = (month: string) => new Date(`${month}T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })

/**
 * Marks the month warned and e-mails the company's owners, in the caller's transaction, when its cost has reached 80% of
 * the budget and it was not marked yet. One conditional update decides, so however many calls settle at once, one
 * e-mail goes to each owner. Returns whether it warned.
 */
export async function warnNearMoneyBudget(
  tx: Db,
  jobs: JobQueue,
  context: BudgetMailContext,
  { companyId, currency }: { companyId: string; currency: string },
  now = new Date(),
): Promise<boolean> {
  const month = usageMonthOf(now)
  const [warned] = rowsOf<{ cost_micros: string | number; budget_cents: number }>(
    await tx.execute(sql`
      update ai_token_usage u set budget_warned_at = ${now.toISOString()}::timestamptz
      from company_ai_settings s
      where u.company_id = ${companyId}::uuid and u.month = ${month}::date and s.company_id = u.company_id
        and s.monthly_budget_cents is not null and u.budget_warned_at is null
        and u.cost_micros >= s.monthly_budget_cents::bigint * ${MICROS_PER_CENT * BUDGET_WARNING_SHARE}
      returning u.cost_micros, s.monthly_budget_cents as budget_cents`),
  )
  if (!warned) return false
  const owners = rowsOf<{ email: string }>(
    await tx.execute(sql`select email from users where company_id = ${companyId}::uuid and role = 'owner'`),
  )
  const spent = formatCost(Number(warned.cost_micros), currency)
  const budget = formatBudget(warned.budget_cents, currency)
  const subject = `Your agents have used 80% of this month’s AI budget`
  const message = renderLinkEmail(
    context,
    subject,
    [
      `The language model that writes your agents’ e-mails has cost ${spent} of your ${budget} budget for ${monthName(month)}.`,
      'Once the budget is spent, your agents’ e-mails are written from their playbooks’ templates until next month begins (UTC), unless you raise the budget in Settings → AI.',
    ],
    'Review the AI budget',
    `${context.publicUrl.replace(/\/$/, '')}/settings/ai`,
  )
  await enqueueEmails(
    jobs,
    tx,
    owners.map((owner) => ({
      message: { to: owner.email, ...message },
      key: `ai-budget-warning:${companyId}:${now.toISOString()}:${owner.email}`,
      companyId,
    })),
  )
  return true
}
