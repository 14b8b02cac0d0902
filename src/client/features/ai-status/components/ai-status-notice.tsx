import { CloudOff, Gauge } from 'lucide-react'
import { Link } from 'react-router'
import type { AiStatus } from '@/shared/ai/ai-status'
import { outageSentence } from '@/shared/ai/outage-words'
import { formatBudget, formatCost } from '@/shared/ai/money'
import { paths } from '@/client/config/paths'
import { cn } from '@/client/lib/cn'
import { useAiStatus } from '../api/get-ai-status'

const noticeClass = 'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm'
const linkClass = 'rounded-sm font-medium text-primary underline underline-offset-4 hover:no-underline'

const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })

/**
 * The workspace's notices about the language model (docs/decisions/132-cost-in-money.md, 133-provider-outages.md): the
 * month's budget in money from 80% and once spent, until the month ends or the budget is raised; and a provider that
 * failed more than 5 times in the last hour, until it answers. Nothing otherwise, nor while it loads or if it fails:
 * the pages it sits on have their own states.
 */
export function AiStatusNotice() {
  const status = useAiStatus().data
  if (!status) return null
  return (
    <>
      {status.outage ? <OutageNotice outage={status.outage} /> : null}
      {status.budget.state === 'warning' || status.budget.state === 'reached' ? <BudgetNotice budget={status.budget} /> : null}
    </>
  )
}

function OutageNotice({ outage }: { outage: NonNullable<AiStatus['outage']> }) {
  return (
    <section aria-label="Language model not answering" className={cn(noticeClass, 'border-destructive/40 bg-card')}>
      <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <p className="min-w-0 [overflow-wrap:anywhere]">
        <span className="font-medium">{outageSentence(outage)}</span> The e-mails written from templates meanwhile are written again once it
        answers, if nobody has decided on them yet.
      </p>
    </section>
  )
}

function BudgetNotice({ budget }: { budget: AiStatus['budget'] }) {
  const spent = formatCost(budget.spentMicros, budget.currency)
  const limit = formatBudget(budget.budgetCents ?? 0, budget.currency)
  const reached = budget.state === 'reached'
  return (
    <section
      aria-label="AI budget"
      className={cn(noticeClass, reached ? 'border-destructive/40 bg-card' : 'border-primary/30 bg-secondary/60')}
    >
      <Gauge aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', reached ? 'text-danger' : 'text-primary')} />
      <div className="grid min-w-0 gap-1">
        <p>
          <span className="font-medium">
            {reached ? 'This month’s AI budget is spent' : 'Your agents have used 80% of this month’s AI budget'}
          </span>{' '}
          — {spent} of {limit} in {monthName(budget.month)}.{' '}
          {reached
            ? 'Your agents’ e-mails are written from their playbooks’ templates until next month begins (UTC) or the budget is raised.'
            : 'Once it is spent, your agents’ e-mails are written from their playbooks’ templates until next month begins (UTC).'}
        </p>
        <p>
          {budget.canEdit ? (
            <Link to={paths.settingsAi.getHref()} className={linkClass}>
              {reached ? 'Raise the budget' : 'Review the budget'}
            </Link>
          ) : (
            'Only your company’s owner can raise the budget.'
          )}
        </p>
      </div>
    </section>
  )
}
