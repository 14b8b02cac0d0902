import { Check, Clock, Lock } from 'lucide-react'
import { Link } from 'react-router'
import { getProgressPercentage, getStepState, type StepState } from '@/shared/formulas/progress'
import { ONBOARDING_STEPS } from '@/shared/wizards/onboarding-steps'
import type { User } from '@/shared/schemas/auth'
import type { Progress as ProgressData } from '@/shared/schemas/progress'
import { LoadError } from '@/client/components/errors/load-error'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { Card } from '@/client/components/ui/card'
import { Progress } from '@/client/components/ui/progress'
import { Skeleton } from '@/client/components/ui/skeleton'
import { Spinner } from '@/client/components/ui/spinner'
import { paths } from '@/client/config/paths'
import { cn } from '@/client/lib/cn'
import { useProgress } from '../api/get-progress'

const STATE_LABEL: Record<StepState, string> = { completed: 'Review', current: 'Continue', locked: 'Locked' }

/** The onboarding progress list with percentage and 'n/9 steps' (docs/product.md#onboarding-progress). */
export function OnboardingProgress({ user }: { user: User }) {
  const progressQuery = useProgress(user)

  return (
    <section aria-labelledby="onboarding-progress-heading" className="grid gap-4">
      <h2 id="onboarding-progress-heading" className="text-lg font-semibold">
        Onboarding progress
      </h2>
      {progressQuery.isPending ? (
        <ProgressSkeleton />
      ) : progressQuery.isError ? (
        <LoadError
          what="your onboarding progress"
          message={progressQuery.error.message}
          onRetry={() => void progressQuery.refetch()}
          retrying={progressQuery.isFetching}
          className="bg-card p-6"
        />
      ) : (
        <ProgressList progress={progressQuery.data} />
      )}
    </section>
  )
}

function ProgressList({ progress }: { progress: ProgressData }) {
  const percentage = getProgressPercentage(progress)
  const done = ONBOARDING_STEPS.filter((step) => getStepState(progress, step.id) === 'completed').length

  return (
    <>
      <Card className="p-6">
        <div className="flex items-baseline justify-between gap-4">
          <p className="text-title font-semibold tabular-nums">{percentage}%</p>
          <p className="text-sm text-muted-foreground">
            {done}/{ONBOARDING_STEPS.length} steps
          </p>
        </div>
        <Progress value={percentage} aria-label="Onboarding completion" className="mt-3" />
      </Card>
      <ol className="grid gap-3">
        {ONBOARDING_STEPS.map((step, index) => {
          const state = getStepState(progress, step.id)
          return (
            <li key={step.id}>
              <Card
                className={cn(
                  'flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5',
                  state === 'current' && 'border-primary ring-1 ring-primary',
                )}
              >
                <div className="flex items-start gap-4">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                      state === 'completed' && 'bg-success-muted text-success',
                      state === 'current' && 'bg-primary text-primary-foreground',
                      state === 'locked' && 'bg-muted text-muted-foreground',
                    )}
                  >
                    {state === 'completed' ? <Check className="size-4" /> : index + 1}
                  </span>
                  <div className="grid gap-1">
                    <h3 className="font-medium">
                      {step.title}
                      {state === 'completed' ? <span className="sr-only"> (completed)</span> : null}
                      {state === 'current' ? <span className="sr-only"> (current step)</span> : null}
                    </h3>
                    <p className="text-sm text-muted-foreground">{step.description}</p>
                    <Badge variant="muted" className="mt-1">
                      <Clock aria-hidden="true" />
                      {step.estimatedTime}
                    </Badge>
                  </div>
                </div>
                {state === 'locked' ? (
                  <Button variant="outline" size="sm" disabled className="self-start sm:self-center">
                    <Lock aria-hidden="true" />
                    Locked
                  </Button>
                ) : (
                  <Button asChild variant={state === 'current' ? 'default' : 'outline'} size="sm" className="self-start sm:self-center">
                    <Link to={paths.onboarding.getHref(step.id)} aria-label={`${STATE_LABEL[state]}: ${step.title}`}>
                      {STATE_LABEL[state]}
                    </Link>
                  </Button>
                )}
              </Card>
            </li>
          )
        })}
      </ol>
    </>
  )
}

function ProgressSkeleton() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <Spinner label="Loading onboarding progress" className="sr-only" />
      <Skeleton className="h-24 w-full rounded-xl" />
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  )
}
