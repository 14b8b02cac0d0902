import type { WebhookAttempt, WebhookDelivery } from '@/shared/schemas/webhook-deliveries'
import { Badge } from '@/client/components/ui/badge'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { cn } from '@/client/lib/cn'
import { ScheduledTime } from './scheduled-time'

const EVENT_NAMES: Record<string, string> = { 'agent.run': 'Agent output', 'webhook.test': 'Test event' }

function StatusBadge({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.status === 'delivered') return <Badge variant="success">Delivered</Badge>
  if (delivery.status === 'failed')
    return (
      <Badge variant="outline" className="border-danger/50 text-danger">
        Failed
      </Badge>
    )
  return <Badge variant="muted">{delivery.attempts.length === 0 ? 'Queued' : 'Retrying'}</Badge>
}

/** One delivery of the log: its event, where it stands, and each attempt with what the receiver answered. */
export function WebhookDeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  const name = EVENT_NAMES[delivery.event] ?? delivery.event
  return (
    <li className="grid gap-3 p-4" aria-label={`${name}, ${delivery.status}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StatusBadge delivery={delivery} />
        <span className="text-sm font-medium">{name}</span>
        <code className="font-mono text-xs text-muted-foreground">{delivery.event}</code>
        <span className="text-xs text-muted-foreground">
          queued <RelativeTime value={delivery.created_at} />
        </span>
      </div>
      {delivery.summary ? <p className="text-sm [overflow-wrap:anywhere]">{delivery.summary}</p> : null}
      {delivery.status === 'pending' ? (
        <p className="text-xs text-muted-foreground">
          {delivery.attempts.length === 0 ? 'Waiting for the first attempt' : 'Next attempt'}
          {delivery.next_attempt_at ? (
            <>
              {' '}
              <ScheduledTime value={delivery.next_attempt_at} />
            </>
          ) : null}
        </p>
      ) : null}
      {delivery.attempts.length > 0 ? (
        <ol className="grid gap-2" aria-label="Attempts">
          {delivery.attempts.map((attempt) => (
            <AttemptRow key={attempt.attempt} attempt={attempt} />
          ))}
        </ol>
      ) : null}
    </li>
  )
}

function AttemptRow({ attempt }: { attempt: WebhookAttempt }) {
  const succeeded = attempt.error === null
  return (
    <li className="grid gap-1 rounded-md border bg-muted/30 px-3 py-2 text-xs">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium">Attempt {attempt.attempt}</span>
        <RelativeTime value={attempt.attempted_at} />
        <span aria-hidden="true">·</span>
        <span className={cn('font-mono', succeeded ? 'text-success' : 'text-danger')}>
          {attempt.status_code === null ? 'No answer' : `HTTP ${attempt.status_code}`}
        </span>
        {attempt.next_attempt_at ? (
          <>
            <span aria-hidden="true">·</span>
            <span>
              retry <ScheduledTime value={attempt.next_attempt_at} />
            </span>
          </>
        ) : null}
      </p>
      {attempt.error && attempt.status_code === null ? <p className="[overflow-wrap:anywhere] text-danger">{attempt.error}</p> : null}
      {attempt.response ? (
        <details>
          <summary className="w-fit cursor-pointer rounded-sm text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring">
            Receiver&apos;s answer
          </summary>
          <pre className="mt-1 max-h-40 overflow-y-auto font-mono break-all whitespace-pre-wrap">{attempt.response}</pre>
        </details>
      ) : null}
    </li>
  )
}
