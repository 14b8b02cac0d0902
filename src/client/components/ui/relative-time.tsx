import { formatDistance } from 'date-fns'
import { Tooltip } from 'radix-ui'
import { useNow } from '@/client/hooks/use-now'
import { cn } from '@/client/lib/cn'

const absoluteFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

/**
 * A moment as "5 minutes ago", with the exact local date and time on hover or keyboard focus (and for screen readers,
 * through the `<time>` element's label).
 */
export function RelativeTime({ value, className }: { value: string | Date; className?: string }) {
  const now = useNow()
  const date = typeof value === 'string' ? new Date(value) : value
  // A moment a few seconds ahead of this browser's clock still reads "just now", never "in less than a minute".
  const relative = formatDistance(Math.min(date.getTime(), now), now, { addSuffix: true })
  const absolute = absoluteFormat.format(date)
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <time
            dateTime={date.toISOString()}
            tabIndex={0}
            aria-label={`${relative} (${absolute})`}
            className={cn(
              'cursor-default rounded-sm underline decoration-dotted underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring',
              className,
            )}
          >
            {relative}
          </time>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content sideOffset={4} className="z-50 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow-md">
            {absolute}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  )
}
