import { Badge } from '@/client/components/ui/badge'
import { RelativeTime } from '@/client/components/ui/relative-time'

/** When the draft was written, and for one still waiting after a day the flag the dashboard also shows. */
export function ApprovalAge({ createdAt, overdue }: { createdAt: string; overdue: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <RelativeTime value={createdAt} />
      {overdue ? (
        <Badge variant="outline" className="border-destructive text-destructive">
          Over a day
        </Badge>
      ) : null}
    </span>
  )
}
