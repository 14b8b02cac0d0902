import { Bot } from 'lucide-react'
import { Link } from 'react-router'
import { LoadError } from '@/client/components/errors/load-error'
import { Button } from '@/client/components/ui/button'
import { Skeleton } from '@/client/components/ui/skeleton'
import { paths } from '@/client/config/paths'
import { getErrorMessage } from '@/client/lib/api-client'
import { useAgents } from '../api/get-agents'
import { useToggleAgent } from '../hooks/use-toggle-agent'
import { AgentsTable } from './agents-table'

type AgentsListPageProps = {
  /** Only the owner answers the questionnaire and deploys (docs/decisions/082-roles.md). */
  isOwner: boolean
  onboardingCompleted: boolean
}

/** /agents (docs/product.md#agents-page): every agent of the company, each leading to its own page. */
export function AgentsListPage({ isOwner, onboardingCompleted }: AgentsListPageProps) {
  const agentsQuery = useAgents()
  const { toggle, pendingId } = useToggleAgent()
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-title font-semibold">Agents</h1>
        <p className="mt-1 text-muted-foreground">Every agent your company has deployed, how it is doing and what it last did.</p>
      </div>
      <section aria-label="Your agents" aria-busy={agentsQuery.isPending} className="grid min-w-0 gap-4">
        {agentsQuery.isPending ? (
          <>
            <p className="sr-only" role="status">
              Loading agents…
            </p>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-14 w-full" />
            ))}
          </>
        ) : agentsQuery.isError ? (
          <LoadError
            what="your agents"
            message={getErrorMessage(agentsQuery.error, 'Please try again.')}
            onRetry={() => void agentsQuery.refetch()}
            retrying={agentsQuery.isRefetching}
          />
        ) : agentsQuery.data.length === 0 ? (
          <NoAgents isOwner={isOwner} onboardingCompleted={onboardingCompleted} />
        ) : (
          // The dashboard's table and cards: each agent links to its page, and the owner pauses or activates it here too.
          <AgentsTable agents={agentsQuery.data} onToggle={toggle} canToggle={isOwner} pendingId={pendingId} />
        )}
      </section>
    </div>
  )
}

function NoAgents({ isOwner, onboardingCompleted }: AgentsListPageProps) {
  const [text, action] = !isOwner
    ? ['Your company’s owner deploys agents from the recommendations.', null]
    : onboardingCompleted
      ? [
          'Review the agents recommended from your questionnaire and deploy them.',
          { to: paths.agentRecommendations.getHref(), label: 'See recommended agents' },
        ]
      : [
          'Answer the onboarding questionnaire and we recommend the agents that fit how you work.',
          { to: paths.redirectToOnboarding.getHref(), label: 'Continue onboarding' },
        ]
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
      <Bot aria-hidden="true" className="size-6 text-muted-foreground" />
      <p className="font-medium">No agents deployed yet</p>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
      {action ? (
        <Button asChild>
          <Link to={action.to}>{action.label}</Link>
        </Button>
      ) : null}
    </div>
  )
}
