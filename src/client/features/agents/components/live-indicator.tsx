import { cn } from '@/client/lib/cn'
import type { StreamState } from '../hooks/use-agent-stream'

const LABEL = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…' } as const

/** Whether the dashboard is following the live stream. */
export function LiveIndicator({ state }: { state: StreamState }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-xs text-muted-foreground">
      <span aria-hidden="true" className={cn('size-2 rounded-full', state === 'live' ? 'bg-success' : 'bg-muted-foreground/50')} />
      {LABEL[state]}
    </span>
  )
}
