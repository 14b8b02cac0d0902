import type * as React from 'react'
import { ArrowLeft } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { LoadError } from '@/client/components/errors/load-error'
import { Button } from '@/client/components/ui/button'
import { Skeleton } from '@/client/components/ui/skeleton'
import { paths } from '@/client/config/paths'
import { useActivity } from '../api/get-activity'
import { useAgentDetail } from '../api/get-agent-detail'
import { useAgents } from '../api/get-agents'
import { useAgentStream } from '../hooks/use-agent-stream'
import { useIsOwner } from '../hooks/use-is-owner'
import { useToggleAgent } from '../hooks/use-toggle-agent'
import { ActivityTimeline } from './activity-timeline'
import { AgentStyleGuide } from './agent-style-guide'
import { AgentDetailHeader } from './agent-detail-header'
import type { ChartMarker } from '../lib/chart-markers'
import { HealthTrend } from './health-trend'
import { LiveIndicator } from './live-indicator'
import { OpenedRun } from './opened-run'
import { SignalsTable } from './signals-table'
import { TrustLadder } from './trust-ladder'

type AgentDetailPageProps = {
  agentId: string
  /** Changes to how the agent writes, marked on its health chart (docs/decisions/135-setting-versions.md). */
  markers?: readonly ChartMarker[]
  /** Sections the route composes from other features, after the trust ladder: the test bench and the versions. */
  children?: React.ReactNode
}

/**
 * /dashboard/agents/:agentId (docs/product.md#agent-detail): the agent's own heading with Pause or Activate, its health
 * trend, activity, and signals in and out, live. The page renders its own h1 whatever frame it sits in (decision 095).
 */
export function AgentDetailPage({ agentId, markers, children }: AgentDetailPageProps) {
  const detailQuery = useAgentDetail(agentId)
  const activityQuery = useActivity(agentId)
  const agentsQuery = useAgents()
  const streamState = useAgentStream()
  const isOwner = useIsOwner()
  const { toggle, pendingId } = useToggleAgent()
  const runId = useSearchParams()[0].get('run')

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
        <h1 className="text-title font-semibold">Agent</h1>
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
      <AgentDetailHeader agent={agent} waiting={waiting} onToggle={isOwner ? toggle : undefined} pending={pendingId === agent.id} />

      <section aria-labelledby="health-heading" className="grid min-w-0 gap-3">
        <h2 id="health-heading" className="text-lg font-semibold">
          Health trend
        </h2>
        <HealthTrend points={health_trend} markers={markers} />
      </section>

      <TrustLadder agent={agent} isOwner={isOwner} />

      {children}

      <AgentStyleGuide agent={agent} isOwner={isOwner} />

      {runId ? <OpenedRun agentId={agent.id} runId={runId} /> : null}

      <section aria-labelledby="activity-heading" className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="activity-heading" className="text-lg font-semibold">
            Activity
          </h2>
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
        <h2 id="signals-out-heading" className="text-lg font-semibold">
          Signals sent
        </h2>
        <SignalsTable signals={signals_out} agents={names} label="Signals sent" />
      </section>
      <section aria-labelledby="signals-in-heading" className="grid min-w-0 gap-3">
        <h2 id="signals-in-heading" className="text-lg font-semibold">
          Signals received
        </h2>
        <SignalsTable signals={signals_in} agents={names} label="Signals received" />
      </section>
    </div>
  )
}
