import { History } from 'lucide-react'
import { CONTACT_TIMELINE_LIMIT, type TimelineItem } from '@/shared/schemas/contacts'
import { TimelineDraftEntry, TimelineOptOutEntry } from './timeline-draft'
import { TimelineMessageEntry } from './timeline-message'

const keyOf = (item: TimelineItem) => (item.type === 'opt-out' ? 'opt-out' : `${item.type}:${item.id}`)

/** Everything that names the person, newest first: e-mails either way, drafts, and their request to stop. */
export function ContactTimeline({ items, truncated }: { items: TimelineItem[]; truncated: boolean }) {
  return (
    <section aria-labelledby="timeline-heading" className="grid min-w-0 gap-3">
      <h2 id="timeline-heading" className="text-lg font-semibold">
        Timeline
      </h2>
      {items.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          <History aria-hidden="true" className="size-6" />
          <p>Nothing yet. E-mails your agents send this person, their replies and drafts to them appear here as they happen.</p>
        </div>
      ) : (
        <ol aria-label="Timeline, newest first" className="grid gap-3">
          {items.map((item) =>
            item.type === 'message' ? (
              <TimelineMessageEntry key={keyOf(item)} message={item} />
            ) : item.type === 'draft' ? (
              <TimelineDraftEntry key={keyOf(item)} draft={item} />
            ) : (
              <TimelineOptOutEntry key={keyOf(item)} optOut={item} />
            ),
          )}
        </ol>
      )}
      {truncated ? (
        <p className="text-sm text-muted-foreground">Showing the latest {CONTACT_TIMELINE_LIMIT} items; older ones are not shown.</p>
      ) : null}
    </section>
  )
}
