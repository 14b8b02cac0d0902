import { Inbox } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/client/config/paths'
import { useApprovalsSummary } from '../api/get-approvals-summary'

/** The dashboard's flag for drafts that waited over a day for review (docs/decisions/106-ai-writing.md); else nothing. */
export function OverdueApprovalsFlag() {
  const overdue = useApprovalsSummary().data?.overdue ?? 0
  if (overdue === 0) return null
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg border border-destructive/40 bg-card p-3 text-sm">
      {/* The navigation's Approvals icon: no icon of its own to load on the dashboard's first page. */}
      <Inbox aria-hidden="true" className="size-4 shrink-0 text-destructive" />
      <Link to={paths.approvals.getHref()} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
        {overdue === 1 ? '1 draft has waited over a day for review' : `${overdue} drafts have waited over a day for review`}
      </Link>
    </p>
  )
}
