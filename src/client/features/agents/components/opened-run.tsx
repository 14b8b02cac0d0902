import { useEffect, useRef } from 'react'
import { LoadError } from '@/client/components/errors/load-error'
import { Skeleton } from '@/client/components/ui/skeleton'
import { useRun } from '../api/get-run'
import { ActivityTimeline } from './activity-timeline'

/**
 * The run a link named (?run=<id>, as Approvals' "Open the run" does): shown first, its "How it decided" open, and
 * scrolled to and focused once loaded, however far back in the activity it is
 * (docs/decisions/126-approvals-review-queue.md).
 */
export function OpenedRun({ agentId, runId }: { agentId: string; runId: string }) {
  const query = useRun(agentId, runId)
  const heading = useRef<HTMLHeadingElement>(null)
  const loaded = query.isSuccess
  useEffect(() => {
    if (!loaded) return
    heading.current?.focus()
    heading.current?.scrollIntoView({ block: 'start' })
  }, [loaded])
  return (
    <section aria-labelledby="opened-run-heading" className="grid min-w-0 gap-3">
      <h2 id="opened-run-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        The run you opened
      </h2>
      {query.isPending ? (
        <div role="status" aria-label="Loading the run">
          <Skeleton className="h-32" />
        </div>
      ) : query.isError ? (
        <LoadError what="this run" message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <ActivityTimeline runs={[query.data]} label="The run you opened" openRunId={query.data.id} />
      )}
    </section>
  )
}
