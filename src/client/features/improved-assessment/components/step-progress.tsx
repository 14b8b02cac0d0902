import { Clock } from 'lucide-react'
import { getSecondsLeft, IMPROVED_STEPS } from '@/shared/wizards/improved-steps'
import { Progress } from '@/client/components/ui/progress'
import { cn } from '@/client/lib/cn'

function formatSeconds(total: number): string {
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  if (minutes === 0) return `${seconds} s`
  return seconds ? `${minutes} min ${seconds} s` : `${minutes} min`
}

/** Step counter, time estimates and step dots (docs/product.md#improved-assessment: 30, 45, 60, 60, 45, 30 s). */
export function StepProgress({ stepIndex }: { stepIndex: number }) {
  const step = IMPROVED_STEPS[stepIndex]!
  const percent = Math.round((stepIndex / IMPROVED_STEPS.length) * 100)
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p>
          Step {stepIndex + 1} of {IMPROVED_STEPS.length} · about {formatSeconds(step.seconds)}
        </p>
        <p className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          About {formatSeconds(getSecondsLeft(stepIndex))} left
        </p>
      </div>
      <Progress value={percent} aria-label="Assessment progress" />
      <ol aria-label="Steps" className="flex items-center justify-center gap-2">
        {IMPROVED_STEPS.map((item, index) => {
          const state = index < stepIndex ? 'completed' : index === stepIndex ? 'current' : 'upcoming'
          return (
            <li key={item.id} aria-current={state === 'current' ? 'step' : undefined} title={item.title}>
              <span
                aria-hidden="true"
                className={cn(
                  'block size-2.5 rounded-full transition-all',
                  state === 'completed' && 'bg-primary',
                  state === 'current' && 'w-6 bg-primary',
                  state === 'upcoming' && 'bg-muted-foreground/30',
                )}
              />
              <span className="sr-only">
                {item.title} ({state})
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
