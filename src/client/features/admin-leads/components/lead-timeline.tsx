import { RefreshCw } from 'lucide-react'
import type { LeadTimelineEntry } from '@/shared/schemas/admin-leads'
import { Button } from '@/client/components/ui/button'
import { LeadSection } from './lead-section'
import { TimelineEntry, type ResendControl } from './timeline-entry'

type LeadTimelineProps = {
  entries: LeadTimelineEntry[]
  resend: ResendControl
  onRefresh: () => void
  refreshing: boolean
}

/**
 * The lead's one timeline, oldest first (docs/product.md#back-office): the submission, each n8n attempt, each e-mail and
 * every staff action with who did it. Attempts happen in the background, so the list can be refreshed.
 */
export function LeadTimeline({ entries, resend, onRefresh, refreshing }: LeadTimelineProps) {
  return (
    <LeadSection
      title="Timeline"
      action={
        <Button type="button" size="sm" variant="ghost" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={refreshing ? 'animate-spin' : undefined} />
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </Button>
      }
    >
      <ol aria-label="Lead timeline" className="grid">
        {entries.map((entry) => (
          <TimelineEntry key={`${entry.type}:${entry.id}`} entry={entry} resend={resend} />
        ))}
      </ol>
    </LeadSection>
  )
}
