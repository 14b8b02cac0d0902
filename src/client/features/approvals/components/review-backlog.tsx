import { Inbox } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/client/config/paths'
import { cn } from '@/client/lib/cn'
import { useApprovalsSummary } from '../api/get-approvals-summary'

const drafts = (count: number) => (count === 1 ? '1 draft' : `${count} drafts`)

/**
 * The dashboard's review backlog: how many drafts wait in Approvals and how many of them for over a day, a figure of
 * its own rather than lost agent health (docs/decisions/121-review-backlog.md); nothing when none wait.
 */
export function ReviewBacklog() {
  const summary = useApprovalsSummary().data
  if (!summary || summary.awaiting === 0) return null
  const { awaiting, overdue } = summary
  return (
    <p className={cn('flex flex-wrap items-center gap-2 rounded-lg border bg-card p-3 text-sm', overdue > 0 && 'border-destructive/40')}>
      {/* The navigation's Approvals icon: no icon of its own to load on the dashboard's first page. */}
      <Inbox aria-hidden="true" className={cn('size-4 shrink-0', overdue > 0 ? 'text-destructive' : 'text-muted-foreground')} />
      <Link to={paths.approvals.getHref()} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
        {`${drafts(awaiting)} waiting for review`}
      </Link>
      {overdue > 0 ? (
        <span>{`${overdue === awaiting ? (awaiting === 1 ? 'it has' : 'all have') : `${overdue} have`} waited over a day`}</span>
      ) : null}
    </p>
  )
}
