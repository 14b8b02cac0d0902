import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { AGENT_CATALOGUE, type CatalogueAgentId } from '@/shared/agents/catalogue'
import type { Agent, Signal } from '@/shared/schemas/agents'
import { LoadError } from '@/client/components/errors/load-error'
import { Button } from '@/client/components/ui/button'
import { paths } from '@/client/config/paths'
import { useDrawnInTransition } from '@/client/hooks/use-drawn-in-transition'
import { useModule } from '@/client/hooks/use-module'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useDeployAgents } from '../api/deploy-agents'
import { useAgents } from '../api/get-agents'
import { useRecentSignals } from '../api/get-signals'
import { useAgentsSummary } from '../api/get-summary'
import { useSendTestEvent } from '../api/send-test-event'
import { useAgentStream } from '../hooks/use-agent-stream'
import { useToggleAgent } from '../hooks/use-toggle-agent'
import { filterAgents, type StatusFilter } from '../lib/agent-display'
import { AgentsTable } from './agents-table'
import { DashboardSkeleton } from './dashboard-skeleton'
import { DashboardToolbar } from './dashboard-toolbar'
import { LiveIndicator } from './live-indicator'
import { SampleBanner } from './sample-banner'
import { SignalsTable } from './signals-table'
import { SummaryCards } from './summary-cards'
import { WriterBadge } from './writer-badge'

// The sample rows are for a failed call only: their code loads then, not with every dashboard.
const importSampleData = () => import('../lib/sample-data')
type SampleData = { agents: Agent[]; signals: Signal[] }

/**
 * The company's live stream, which refetches the page's data on each change, and its indicator: a change of the
 * connection's state redraws the indicator alone, not the whole page with its tables.
 */
function LiveStatus({ shown }: { shown: boolean }) {
  const state = useAgentStream()
  return shown ? <LiveIndicator state={state} /> : null
}

/**
 * /dashboard (docs/product.md#dashboard): real agents and signals, sample ones only when a call fails (#dashboard-fallbacks).
 * Only the owner adds, pauses or activates agents (docs/decisions/082-roles.md).
 */
export function DashboardPage({ canManage }: { canManage: boolean }) {
  const agentsQuery = useAgents()
  const signalsQuery = useRecentSignals()
  const summaryQuery = useAgentsSummary()
  const [filter, setFilter] = useState<StatusFilter>('all')
  const { toggle, pendingId } = useToggleAgent()
  const addAgent = useDeployAgents()
  const sendTestEvent = useSendTestEvent()
  // Any failed call switches the whole page to sample data, so real and sample rows never mix.
  const failed = agentsQuery.isError || signalsQuery.isError || summaryQuery.isError
  const sampleData = useModule(importSampleData, failed)
  // Made once per visit: random figures must not change on every render.
  const [sample, setSample] = useState<SampleData | null>(null)
  useEffect(() => {
    if (sampleData.module && !sample)
      setSample({ agents: sampleData.module.createSampleAgents(), signals: sampleData.module.createSampleSignals() })
  }, [sampleData.module, sample])

  // The failure is announced once as a toast (docs/product.md#dashboard-fallbacks); the banner above the sample rows stays.
  useEffect(() => {
    if (failed)
      toast({
        variant: 'destructive',
        title: 'Error loading dashboard',
        description: "We couldn't load your dashboard data. Please try again later.",
      })
  }, [failed])

  // The page's first full drawing (tables, cards, every row) is a transition, not one long task.
  const pending = agentsQuery.isPending || signalsQuery.isPending || summaryQuery.isPending
  const drawn = useDrawnInTransition(!pending)
  if (!drawn || pending) return <DashboardSkeleton />
  // Offline, the sample rows' code cannot load either: the error alone, with its Retry.
  if (failed && !sample)
    return sampleData.failed ? (
      <LoadError what="your dashboard" message="Please try again later." onRetry={() => void retry()} />
    ) : (
      <DashboardSkeleton />
    )

  // Failed, the sample rows are there (the page returned above until they were).
  const agents = failed ? (sample?.agents ?? []) : agentsQuery.data
  const signals = failed ? (sample?.signals ?? []) : signalsQuery.data.signals
  const active = agents.filter((agent) => agent.status === 'active').length
  const figures = failed
    ? { deployed: agents.length, active, signalsToday: signals.length, hoursSaved: null }
    : { deployed: agents.length, active, signalsToday: summaryQuery.data.signals_today, hoursSaved: summaryQuery.data.hours_saved_weekly }
  const owned = new Set(agents.map((agent) => agent.catalogue_id))

  function retry() {
    void Promise.all([agentsQuery.refetch(), signalsQuery.refetch(), summaryQuery.refetch()])
  }

  function add(id: CatalogueAgentId) {
    const name = AGENT_CATALOGUE.find((agent) => agent.id === id)?.name ?? id
    addAgent.mutate(
      { agentIds: [id] },
      {
        onSuccess: () => toast({ title: 'Agent added', description: `${name} is deployed and active.` }),
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Deployment Failed',
            description: 'There was an error deploying your agents. Please try again.',
          }),
      },
    )
  }

  function sendTest() {
    sendTestEvent.mutate(undefined, {
      onSuccess: () => toast({ title: 'Test event sent', description: 'A new lead (Ada Park) is on its way to your agents.' }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Could not send the test event', description: getErrorMessage(error, 'Please try again.') }),
    })
  }

  return (
    <div className="grid min-w-0 gap-8">
      {failed ? <SampleBanner onRetry={retry} /> : null}
      <SummaryCards figures={figures} />
      <section aria-labelledby="agents-heading" className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="agents-heading" className="text-lg font-semibold">
            Active Agents &amp; Status
          </h2>
          {failed ? null : (
            <DashboardToolbar
              filter={filter}
              onFilterChange={setFilter}
              addable={AGENT_CATALOGUE.filter((agent) => !owned.has(agent.id))}
              onAdd={canManage ? add : undefined}
              adding={addAgent.isPending}
            />
          )}
        </div>
        {failed ? null : <WriterBadge />}
        {canManage || failed ? null : <p className="text-sm text-muted-foreground">Only the owner can add, pause or activate agents.</p>}
        {agents.length === 0 ? (
          <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
            <p className="font-medium">No agents deployed yet</p>
            <p className="max-w-md text-sm text-muted-foreground">
              Review the agents recommended from your questionnaire and deploy them, or add one with Add Agent.
            </p>
            <Button asChild>
              <Link to={paths.agentRecommendations.getHref()}>See recommended agents</Link>
            </Button>
          </div>
        ) : (
          <AgentsTable
            agents={filterAgents(agents, filter)}
            onToggle={failed ? undefined : toggle}
            canToggle={canManage}
            pendingId={pendingId}
          />
        )}
      </section>
      <section aria-labelledby="signals-heading" className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="signals-heading" className="text-lg font-semibold">
            Recent Agent-to-Agent Signals
          </h2>
          <LiveStatus shown={!failed} />
        </div>
        <SignalsTable
          signals={signals}
          agents={agents}
          emptyAction={
            failed || agents.length === 0 ? null : (
              <Button variant="outline" onClick={sendTest} disabled={sendTestEvent.isPending}>
                {sendTestEvent.isPending ? 'Sending…' : 'Send a test event'}
              </Button>
            )
          }
        />
      </section>
    </div>
  )
}
