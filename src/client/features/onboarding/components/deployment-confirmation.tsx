import { ArrowLeft, BarChart3, Bot, CheckCircle2, FileText, KeyRound, Loader2, Mail, PartyPopper } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router'
import { Logo } from '@/client/components/layouts/logo'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Progress } from '@/client/components/ui/progress'
import { paths } from '@/client/config/paths'
import { useConfetti } from '../hooks/use-confetti'
import { useConfirmationProgress } from '../hooks/use-confirmation-progress'

// docs/product.md#deployment-confirmation. Each activity is shown done once the bar passes its mark; the last one
// once the server reports the plan e-mail queued or sent (docs/decisions/088), after the others.
const ACTIVITIES = [
  { text: 'Analysing your questionnaire answers', doneAt: 25 },
  { text: 'Matching AI agents to your workflows', doneAt: 50 },
  { text: 'Drafting your automation plan', doneAt: 75 },
] as const
const LAST_ACTIVITY = 'Preparing your agent workspace'
// The last item waits for the three before it.
const LAST_ACTIVITY_FROM = 75

const EXPECTATIONS = [
  { icon: FileText, title: 'A detailed plan', text: 'Which agents we recommend, what each one automates and the time it saves you.' },
  {
    icon: BarChart3,
    title: 'Bi-weekly performance reports',
    text: 'Every two weeks: what your agents did, hours saved and what to improve next.',
  },
  { icon: KeyRound, title: 'Agent onboarding guide', text: 'A step-by-step guide to your agents, with your dashboard login details.' },
] as const

/** Where the plan stands: `ready` once the server has it queued or sent; `notice` when it is held or not sent. */
export type PlanState = { ready: boolean; notice: string | null }

type DeploymentConfirmationProps = {
  plan: PlanState
  /** What a route puts under the cards, such as the recommendation view (docs/decisions/050). */
  children?: React.ReactNode
}

export function DeploymentConfirmation({ plan, children }: DeploymentConfirmationProps) {
  useConfetti()
  const progress = useConfirmationProgress()
  const finished = plan.ready && progress >= LAST_ACTIVITY_FROM
  const shown = finished ? 100 : Math.floor(progress)
  const activities = [
    ...ACTIVITIES.map((activity) => ({ text: activity.text, done: progress >= activity.doneAt })),
    { text: LAST_ACTIVITY, done: finished },
  ]
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo />
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.home.getHref()}>
              <ArrowLeft aria-hidden="true" />
              Back to site
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-4 py-10 sm:px-6">
        <div className="grid justify-items-center gap-3 text-center">
          <PartyPopper aria-hidden="true" className="size-10 text-primary" />
          <h1 className="text-title font-semibold tracking-tight">Your onboarding is complete!</h1>
          <p className="max-w-xl text-muted-foreground">Thank you. We are now setting up your AI agent ecosystem based on your answers.</p>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>What is happening now</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            <div className="grid gap-2">
              <div className="flex justify-between text-sm font-medium">
                <span>Setting up your workspace</span>
                <span data-testid="confirmation-progress">{shown}%</span>
              </div>
              <Progress value={shown} aria-label="Setting up your workspace" />
            </div>
            <ul className="grid gap-3">
              {activities.map(({ text, done }) => {
                return (
                  <li key={text} className="flex items-center gap-3 text-sm">
                    {done ? (
                      <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-success" />
                    ) : (
                      <Loader2 aria-hidden="true" className="size-5 shrink-0 animate-spin text-primary motion-reduce:animate-none" />
                    )}
                    <span>{text}</span>
                    <span className="sr-only">{done ? '(done)' : '(in progress)'}</span>
                  </li>
                )
              })}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="flex-row items-start gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="grid gap-1.5">
              <CardTitle>Check your inbox</CardTitle>
              <CardDescription>An e-mail with your automation plan arrives within 24 hours.</CardDescription>
              {plan.notice ? (
                <p role="status" className="text-sm font-medium text-foreground">
                  {plan.notice}
                </p>
              ) : null}
            </div>
          </CardHeader>
          <CardContent>
            <h3 className="mb-3 text-sm font-semibold">What to expect</h3>
            <ul className="grid gap-4 sm:grid-cols-3">
              {EXPECTATIONS.map((item) => (
                <li key={item.title} className="grid content-start gap-1.5 rounded-lg border p-3">
                  <item.icon aria-hidden="true" className="size-5 text-primary" />
                  <span className="text-sm font-medium">{item.title}</span>
                  <span className="text-sm text-muted-foreground">{item.text}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        {children}
        <div className="flex flex-wrap justify-center gap-3">
          {/* The next step of the flow, the agents recommended from these answers (docs/product.md#recommendation-view). */}
          <Button asChild>
            <Link to={paths.agentRecommendations.getHref()}>
              <Bot aria-hidden="true" />
              See your recommended agents
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home.getHref()}>Back to home</Link>
          </Button>
        </div>
      </main>
    </div>
  )
}
