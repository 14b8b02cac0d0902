import { useNow } from '@/client/hooks/use-now'
import { timeDistance } from '@/client/lib/time-distance'

const absoluteFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

/**
 * A moment that may lie ahead, as "in 5 minutes" (RelativeTime reads past moments only), with the exact local time
 * in its label for screen readers and on hover.
 */
export function ScheduledTime({ value }: { value: string }) {
  const now = useNow()
  const date = new Date(value)
  const absolute = absoluteFormat.format(date)
  return (
    <time dateTime={date.toISOString()} title={absolute}>
      {timeDistance(date, now)}
    </time>
  )
}
