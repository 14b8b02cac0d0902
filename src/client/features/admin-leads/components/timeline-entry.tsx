import type { LeadActor, LeadTimelineEntry } from '@/shared/schemas/admin-leads'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { Spinner } from '@/client/components/ui/spinner'
import { cn } from '@/client/lib/cn'
import {
  ACTIVITY_ICONS,
  DELIVERY_OUTCOMES,
  describeActivity,
  describeBookingDetail,
  EMAIL_STATUS_LABELS,
  ENTRY_ICONS,
  formatExactTime,
} from './timeline-labels'

type Entry<T extends LeadTimelineEntry['type']> = Extract<LeadTimelineEntry, { type: T }>

export type ResendControl = { onResend: (emailId: string) => void; pendingId: string | null }

function ActorLine({ actor, prefix = 'By' }: { actor: LeadActor | null; prefix?: string }) {
  if (!actor) return null
  return (
    <p className="text-xs [overflow-wrap:anywhere] text-muted-foreground">
      {prefix} {actor.name}
      {actor.email ? ` (${actor.email})` : ''}
    </p>
  )
}

function AttemptDetails({ entry }: { entry: Entry<'webhook_attempt'> }) {
  const succeeded = entry.status_code !== null && entry.status_code >= 200 && entry.status_code < 300
  return (
    <div className="grid gap-1 text-xs">
      <p className="flex flex-wrap gap-x-2 gap-y-1">
        <span className={cn('font-mono', succeeded ? 'text-success' : 'text-danger')}>
          {entry.status_code === null ? 'No answer' : `HTTP ${entry.status_code}`}
        </span>
        {entry.duration_ms !== null ? <span>· {entry.duration_ms} ms</span> : null}
        <span>· Delivery: {DELIVERY_OUTCOMES[entry.delivery_status]}</span>
      </p>
      {/* The error repeats the status code unless it says more (no answer at all, or the receiver's explanation). */}
      {entry.error && entry.error !== `HTTP ${entry.status_code}` ? (
        <p className="[overflow-wrap:anywhere] text-danger">{entry.error}</p>
      ) : null}
      {entry.next_attempt_at ? (
        <p className="text-muted-foreground">Next retry {formatExactTime(entry.next_attempt_at)}</p>
      ) : !succeeded ? (
        <p className="text-muted-foreground">No retry follows this attempt.</p>
      ) : null}
      <ActorLine actor={entry.requested_by} prefix="Redelivery requested by" />
    </div>
  )
}

function EmailDetails({ entry, resend }: { entry: Entry<'email'>; resend: ResendControl }) {
  const pending = resend.pendingId === entry.id
  return (
    <div className="grid gap-2 text-xs">
      <p className="[overflow-wrap:anywhere] text-muted-foreground">To {entry.to}</p>
      {entry.delivered_at ? <p className="text-muted-foreground">Delivered {formatExactTime(entry.delivered_at)}</p> : null}
      {entry.last_error ? <p className="[overflow-wrap:anywhere] text-danger">{entry.last_error}</p> : null}
      {entry.resendable ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="w-fit"
          disabled={resend.pendingId !== null}
          onClick={() => resend.onResend(entry.id)}
          aria-label={`Resend “${entry.subject}”`}
        >
          {pending ? <Spinner className="size-3" label="Resending" /> : null}
          {pending ? 'Resending…' : 'Resend'}
        </Button>
      ) : (
        <p className="text-muted-foreground">Cannot be resent: its text was removed after sending.</p>
      )}
    </div>
  )
}

function ActivityDetails({ entry }: { entry: Entry<'activity'> }) {
  const note = typeof entry.detail.note === 'string' ? entry.detail.note : null
  const booking = entry.kind.startsWith('booking_') ? describeBookingDetail(entry.detail) : null
  return (
    <div className="grid gap-1 text-xs">
      {booking ? <p className="text-muted-foreground">{booking}</p> : null}
      {note ? <p className="rounded-md bg-muted/50 p-2 text-sm [overflow-wrap:anywhere] whitespace-pre-line">{note}</p> : null}
      <ActorLine actor={entry.actor} />
    </div>
  )
}

function titleOf(entry: LeadTimelineEntry): string {
  switch (entry.type) {
    case 'submitted':
      return 'Submitted'
    case 'webhook_delivery':
      return entry.redelivery_of ? 'Redelivery to n8n queued' : 'Delivery to n8n queued'
    case 'webhook_attempt':
      return `n8n attempt ${entry.attempt}${entry.redelivery_of ? ' (redelivery)' : ''}`
    case 'email':
      return `E-mail: ${entry.subject}`
    case 'activity':
      return describeActivity(entry)
  }
}

/** One entry of the lead's timeline: an icon, what happened, when, and its details. */
export function TimelineEntry({ entry, resend }: { entry: LeadTimelineEntry; resend: ResendControl }) {
  const Icon = entry.type === 'activity' ? ACTIVITY_ICONS[entry.kind] : ENTRY_ICONS[entry.type]
  return (
    <li className="relative grid grid-cols-[2rem_minmax(0,1fr)] gap-3 pb-5 last:pb-0">
      <span className="flex size-8 items-center justify-center rounded-full border bg-background">
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
      </span>
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-medium [overflow-wrap:anywhere]">{titleOf(entry)}</span>
          {entry.type === 'email' ? (
            <Badge variant={entry.status === 'failed' ? 'outline' : 'muted'}>{EMAIL_STATUS_LABELS[entry.status]}</Badge>
          ) : null}
          {entry.type === 'webhook_delivery' ? <Badge variant="muted">{DELIVERY_OUTCOMES[entry.delivery_status]}</Badge> : null}
          <RelativeTime value={entry.at} className="text-xs text-muted-foreground" />
        </p>
        {entry.type === 'webhook_attempt' ? <AttemptDetails entry={entry} /> : null}
        {entry.type === 'webhook_delivery' ? <ActorLine actor={entry.requested_by} prefix="Requested by" /> : null}
        {entry.type === 'email' ? <EmailDetails entry={entry} resend={resend} /> : null}
        {entry.type === 'activity' ? <ActivityDetails entry={entry} /> : null}
      </div>
    </li>
  )
}
