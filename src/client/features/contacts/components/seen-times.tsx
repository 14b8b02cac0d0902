import { useNow } from '@/client/hooks/use-now'
import { timeDistance } from '@/client/lib/time-distance'

const absoluteFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/**
 * When a person was last and first seen, as plain text: inside a list row's link a focusable time (RelativeTime)
 * would add a stop per row to the keyboard's way through the list.
 */
export function SeenTimes({ first, last }: { first: string; last: string }) {
  const now = useNow()
  const moment = (value: string) => {
    const date = new Date(value)
    return (
      <time dateTime={value} title={absoluteFormat.format(date)}>
        {timeDistance(Math.min(date.getTime(), now), now)}
      </time>
    )
  }
  return (
    <span>
      Last seen {moment(last)} · first seen {moment(first)}
    </span>
  )
}
