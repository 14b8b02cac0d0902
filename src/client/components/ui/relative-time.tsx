import * as React from 'react'
import { useModule } from '@/client/hooks/use-module'
import { useNow } from '@/client/hooks/use-now'
import { cn } from '@/client/lib/cn'
import { timeDistance } from '@/client/lib/time-distance'

const absoluteFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

// The tooltip (Radix with Floating UI, about 12 KB gzip) loads on the first hover or focus of a time, not with every
// page that shows one (docs/decisions/097).
const importTooltip = () => import('./exact-time-tooltip')

/**
 * A moment as "5 minutes ago", with the exact local date and time on hover or keyboard focus (and for screen readers,
 * through the `<time>` element's label).
 */
export function RelativeTime({ value, className }: { value: string | Date; className?: string }) {
  const now = useNow()
  const date = typeof value === 'string' ? new Date(value) : value
  // A moment a few seconds ahead of this browser's clock still reads "just now", never "in less than a minute".
  const relative = timeDistance(Math.min(date.getTime(), now), now)
  const absolute = absoluteFormat.format(date)
  // Null until the first hover or focus; then whether the pointer is over it and whether it has focus, so the tooltip's
  // element opens only while one of them holds, and takes focus over.
  const [engaged, setEngaged] = React.useState<{ hover: boolean; focus: boolean } | null>(null)
  const tooltip = useModule(importTooltip, engaged !== null)
  const time = (
    <time
      dateTime={date.toISOString()}
      tabIndex={0}
      aria-label={`${relative} (${absolute})`}
      className={cn(
        'cursor-default rounded-sm underline decoration-dotted underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      // Like Radix's tooltip itself, not on touch: a tap shows no tooltip.
      onPointerEnter={(event) =>
        event.pointerType === 'touch' ? undefined : setEngaged((current) => ({ hover: true, focus: current?.focus ?? false }))
      }
      onPointerLeave={() => setEngaged((current) => current && { ...current, hover: false })}
      onFocus={() => setEngaged((current) => ({ hover: current?.hover ?? false, focus: true }))}
      onBlur={() => setEngaged((current) => current && { ...current, focus: false })}
    >
      {relative}
    </time>
  )
  // Until the tooltip's code has arrived (or for good, if it cannot load), the time alone: its label says it all.
  if (!tooltip.module || !engaged) return time
  return (
    <tooltip.module.ExactTimeTooltip absolute={absolute} defaultOpen={engaged.hover || engaged.focus} autoFocus={engaged.focus}>
      {time}
    </tooltip.module.ExactTimeTooltip>
  )
}
