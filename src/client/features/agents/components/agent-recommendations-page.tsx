import { ArrowLeft, Rocket } from 'lucide-react'
import { useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { AgentAvatar } from '@/client/components/agent-avatar'
import { Logo } from '@/client/components/layouts/logo'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Skeleton } from '@/client/components/ui/skeleton'
import { paths } from '@/client/config/paths'
import { toast } from '@/client/hooks/use-toast'
import { useDeployAgents } from '../api/deploy-agents'
import { useRecommendations } from '../api/get-recommendations'
import { AgentPager } from './agent-pager'
import { MatchBadge } from './match-badge'
import { RecommendationDetails } from './recommendation-details'
import { RecommendationsError } from './recommendations-error'

/** /agent-recommendations (docs/product.md#agent-recommendations-page): a big card and a detail panel, arrows, back and deploy. */
export function AgentRecommendationsPage({ canDeploy }: { canDeploy: boolean }) {
  const recommendations = useRecommendations()
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo />
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.onboarding.getHref()}>
              <ArrowLeft aria-hidden="true" />
              Back to Onboarding
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto grid w-full max-w-5xl flex-1 content-start gap-6 px-4 py-8 sm:px-6">
        <div className="grid gap-1">
          <h1 className="text-title font-semibold tracking-tight">Your recommended AI agents</h1>
          <p className="text-muted-foreground">Ranked from your questionnaire answers. Review each one, then deploy them together.</p>
        </div>
        {recommendations.isPending ? <Skeleton className="h-96 w-full" /> : null}
        {recommendations.isError ? <RecommendationsError /> : null}
        {recommendations.data ? <RecommendationBrowser agents={recommendations.data} canDeploy={canDeploy} /> : null}
      </main>
    </div>
  )
}

type RecommendationBrowserProps = { agents: NonNullable<ReturnType<typeof useRecommendations>['data']>; canDeploy: boolean }

function RecommendationBrowser({ agents, canDeploy }: RecommendationBrowserProps) {
  const [index, setIndex] = useState(0)
  const [showDetails, setShowDetails] = useState(true)
  const detailsId = useId()
  const navigate = useNavigate()
  const deploy = useDeployAgents()
  const agent = agents[index]
  if (!agent) return null

  function deployAll() {
    deploy.mutate(
      { agentIds: agents.map((item) => item.id) },
      {
        onSuccess: () => {
          toast({ title: 'Agents Deployed', description: 'Your AI agents have been successfully deployed.' })
          void navigate(paths.dashboard.getHref())
        },
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Deployment Failed',
            description: 'There was an error deploying your agents. Please try again.',
          }),
      },
    )
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card aria-roledescription="slide" aria-label={`${index + 1} of ${agents.length}: ${agent.name}`}>
          <CardHeader className="gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex items-center gap-4">
                <AgentAvatar catalogueId={agent.id} className="size-16" />
                <div className="grid gap-0.5">
                  <CardTitle className="text-2xl">{agent.name}</CardTitle>
                  <CardDescription>
                    {agent.display_name} · {agent.agent_type}
                  </CardDescription>
                </div>
              </div>
              <MatchBadge index={index} />
            </div>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p>{agent.description}</p>
            <p className="text-sm">
              <span className="font-semibold">What you get: </span>
              <span className="text-muted-foreground">{agent.output}</span>
            </p>
            <p className="text-sm">
              <span className="font-semibold">Personality: </span>
              <span className="text-muted-foreground">{agent.personality}</span>
            </p>
            <p className="text-sm font-medium text-primary">{agent.match_reasons[0]}</p>
            <AgentPager
              index={index}
              count={agents.length}
              onIndexChange={setIndex}
              showDetails={showDetails}
              onShowDetailsChange={setShowDetails}
              detailsId={detailsId}
            />
          </CardContent>
        </Card>
        {showDetails ? (
          <Card>
            <CardHeader>
              <CardTitle>{agent.name}'s details</CardTitle>
            </CardHeader>
            <CardContent>
              <RecommendationDetails agent={agent} id={detailsId} />
            </CardContent>
          </Card>
        ) : null}
      </div>
      <ol aria-label="All recommended agents" className="flex flex-wrap gap-2">
        {agents.map((item, position) => (
          <li key={item.id}>
            <Button
              variant={position === index ? 'secondary' : 'ghost'}
              size="sm"
              aria-current={position === index ? 'true' : undefined}
              onClick={() => setIndex(position)}
            >
              <AgentAvatar catalogueId={item.id} className="size-5" />
              {item.name}
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex justify-center">
        {/* Only the owner deploys (docs/decisions/082-roles.md). */}
        {canDeploy ? (
          <Button size="lg" onClick={deployAll} disabled={deploy.isPending}>
            <Rocket aria-hidden="true" />
            {deploy.isPending ? 'Deploying...' : 'Deploy Your Agent Ecosystem'}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">Only the owner can deploy agents.</p>
        )}
      </div>
    </div>
  )
}
