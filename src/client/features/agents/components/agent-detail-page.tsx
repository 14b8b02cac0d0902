import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { LoadError } from '@/client/components/errors/load-error'
import { AgentAvatar } from '@/client/components/agent-avatar'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { Skeleton } from '@/client/components/ui/skeleton'
import { paths } from '@/client/config/paths'
import { cn } from '@/client/lib/cn'
import { useActivity } from '../api/get-activity'
import { useAgentDetail } from '../api/get-agent-detail'
import { useAgents } from '../api/get-agents'
import { useAgentStream } from '../hooks/use-agent-stream'
import { getHealthTone, getStatusLabel } from '../lib/agent-display'
import { ActivityTimeline } from './activity-timeline'
import { HealthTrend } from './health-trend'
import { LiveIndicator } from './live-indicator'
import { SignalsTable } from './signals-table'

const HEALTH_CLASS = { good: 'text-success', fair: 'text-amber-700 dark:text-amber-400', poor: 'text-danger' } as const

/** /dashboard/agents/:agentId (docs/product.md#agent-detail): the agent's activity, its signals in and out, and its health trend, live. */
export function AgentDetailPage({ agentId }: { agentId: string }) {
  const detailQuery = useAgentDetail(agentId)
  const activityQuery = useActivity(agentId)
  const agentsQuery = useAgents()
  const streamState = useAgentStream()

  const back = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to={paths.dashboard.getHref()}>
        <ArrowLeft aria-hidden="true" />
        Back to dashboard
      </Link>
    </Button>
  )
  if (detailQuery.isPending) {
    return (
      <div role="status" aria-label="Loading agent" className="grid gap-6">
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    )
  }
  if (detailQuery.isError) {
    return (
      <div className="grid gap-4">
        {back}
        <LoadError what="this agent" message={detailQuery.error.message} onRetry={() => void detailQuery.refetch()} />
      </div>
    )
  }
  const { agent, signals_in, signals_out, health_trend, waiting } = detailQuery.data
  const names = agentsQuery.data ?? [agent]
  const runs = activityQuery.data?.pages.flatMap((page) => page.runs) ?? []

  return (
    <div className="grid min-w-0 gap-8">
      {back}
      <header className="flex flex-wrap items-center gap-4">
        <AgentAvatar catalogueId={agent.catalogue_id} className="size-14" />
        <div className="grid gap-1">
          <h2 className="text-2xl font-semibold">{agent.name}</h2>
          <p className="text-sm text-muted-foreground">
            {agent.display_name} · {agent.agent_type}
          </p>
        </div>
        <dl className="ml-auto grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <Badge variant={agent.status === 'active' ? 'success' : 'muted'}>{getStatusLabel(agent.status)}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Health</dt>
            <dd className={cn('font-medium', HEALTH_CLASS[getHealthTone(agent.health)])}>{agent.health}%</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Signals sent / received</dt>
            <dd>
              {agent.signals_sent} / {agent.signals_received}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Waiting</dt>
            <dd>{waiting}</dd>
          </div>
        </dl>
      </header>

      <section aria-labelledby="health-heading" className="grid gap-3">
        <h3 id="health-heading" className="text-lg font-semibold">
          Health trend
        </h3>
        <HealthTrend points={health_trend} />
      </section>

      <section aria-labelledby="activity-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="activity-heading" className="text-lg font-semibold">
            Activity
          </h3>
          <LiveIndicator state={streamState} />
        </div>
        {activityQuery.isPending ? (
          <Skeleton className="h-40" />
        ) : activityQuery.isError ? (
          <LoadError what="the activity" message={activityQuery.error.message} onRetry={() => void activityQuery.refetch()} />
        ) : runs.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            No activity yet. {agent.name} acts when one of its triggers arrives: {agent.signals.join(', ')}.
          </p>
        ) : (
          <>
            <ActivityTimeline runs={runs} />
            {activityQuery.hasNextPage ? (
              <Button
                variant="outline"
                className="justify-self-center"
                onClick={() => void activityQuery.fetchNextPage()}
                disabled={activityQuery.isFetchingNextPage}
              >
                {activityQuery.isFetchingNextPage ? 'Loading…' : 'Show older activity'}
              </Button>
            ) : null}
          </>
        )}
      </section>

      <section aria-labelledby="signals-out-heading" className="grid min-w-0 gap-3">
        <h3 id="signals-out-heading" className="text-lg font-semibold">
          Signals sent
        </h3>
        <SignalsTable signals={signals_out} agents={names} label="Signals sent" />
      </section>
      <section aria-labelledby="signals-in-heading" className="grid min-w-0 gap-3">
        <h3 id="signals-in-heading" className="text-lg font-semibold">
          Signals received
        </h3>
        <SignalsTable signals={signals_in} agents={names} label="Signals received" />
      </section>
    </div>
  )
}
