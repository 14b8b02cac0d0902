import { Rocket, Settings2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { AgentAvatar } from '@/client/components/agent-avatar'
import { Button } from '@/client/components/ui/button'
import { Skeleton } from '@/client/components/ui/skeleton'
import { paths } from '@/client/config/paths'
import { toast } from '@/client/hooks/use-toast'
import { useDeployAgents } from '../api/deploy-agents'
import { useRecommendations } from '../api/get-recommendations'
import { AgentPager } from './agent-pager'
import { MatchBadge } from './match-badge'
import { RecommendationDetails } from './recommendation-details'
import { RecommendationsError } from './recommendations-error'

/**
 * The recommendation view in the flow (docs/product.md#recommendation-view): a stacked card carousel right after
 * the questionnaire, on /deployment-confirmation (docs/decisions/050). Deploy All posts no body.
 */
export function RecommendationCarousel({ canDeploy }: { canDeploy: boolean }) {
  const recommendations = useRecommendations()
  const [index, setIndex] = useState(0)
  const [showDetails, setShowDetails] = useState(false)
  const detailsId = useId()
  const navigate = useNavigate()
  const deploy = useDeployAgents()

  if (recommendations.isPending) return <Skeleton className="h-72 w-full" />
  if (recommendations.isError) return <RecommendationsError />
  const agents = recommendations.data
  const agent = agents[index]
  if (!agent) return null

  function deployAll() {
    deploy.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Agents deployed successfully!', description: 'Your AI workspace is now being configured.' })
        void navigate(paths.dashboard.getHref())
      },
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Deployment failed',
          description: 'There was an error deploying your agents. Please try again.',
        }),
    })
  }

  return (
    <section aria-labelledby="carousel-heading" className="grid gap-4">
      <h2 id="carousel-heading" className="text-center text-lg font-semibold">
        Your recommended agents
      </h2>
      <div className="relative pb-4">
        {/* The two cards peeking out below make the stack of the "stacked card carousel". */}
        <div aria-hidden="true" className="absolute inset-x-6 bottom-0 h-8 rounded-xl border bg-card/60" />
        <div aria-hidden="true" className="absolute inset-x-3 bottom-2 h-8 rounded-xl border bg-card/80" />
        <article
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${agents.length}: ${agent.name}`}
          className="relative grid gap-4 rounded-xl border bg-card p-5 shadow-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-3">
              <AgentAvatar catalogueId={agent.id} className="size-12" />
              <div>
                <h3 className="font-semibold">{agent.name}</h3>
                <p className="text-sm text-muted-foreground">{agent.display_name}</p>
              </div>
            </div>
            <MatchBadge index={index} />
          </div>
          <p className="text-sm">{agent.description}</p>
          {showDetails ? <RecommendationDetails agent={agent} id={detailsId} /> : null}
          <AgentPager
            index={index}
            count={agents.length}
            onIndexChange={setIndex}
            showDetails={showDetails}
            onShowDetailsChange={setShowDetails}
            detailsId={detailsId}
          />
        </article>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button
          variant="outline"
          onClick={() => toast({ title: 'Customization', description: 'Customizing agents arrives in the next release.' })}
        >
          <Settings2 aria-hidden="true" />
          Customize
        </Button>
        {/* Only the owner deploys (docs/decisions/082-roles.md). */}
        {canDeploy ? (
          <Button onClick={deployAll} disabled={deploy.isPending}>
            <Rocket aria-hidden="true" />
            {deploy.isPending ? 'Deploying...' : 'Deploy All'}
          </Button>
        ) : (
          <p className="self-center text-sm text-muted-foreground">Only the owner can deploy agents.</p>
        )}
      </div>
    </section>
  )
}
