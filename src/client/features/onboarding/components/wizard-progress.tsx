import { getStepPercentage, WIZARD_STEP_COUNT } from '@/shared/formulas/onboarding'
import { Progress } from '@/client/components/ui/progress'
import { cn } from '@/client/lib/cn'

/** 'Step n of 7' and round(n/7*100)% complete (docs/product.md#wizard-percentage). */
export function WizardProgress({ step, className }: { step: number; className?: string }) {
  const percentage = getStepPercentage(step)
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between text-sm font-medium">
        <span>
          Step {step} of {WIZARD_STEP_COUNT}
        </span>
        <span className="text-muted-foreground">{percentage}% complete</span>
      </div>
      <Progress value={percentage} aria-label="Questionnaire progress" />
    </div>
  )
}
