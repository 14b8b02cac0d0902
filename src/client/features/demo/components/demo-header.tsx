import { X } from 'lucide-react'
import { Link } from 'react-router'
import { LogoMark } from '@/client/components/layouts/logo-mark'
import { Progress } from '@/client/components/ui/progress'
import { paths } from '@/client/config/paths'
import { cn } from '@/client/lib/cn'

export const DEMO_STEPS = ['Business Onboarding', 'Impact Assessment & Agents', 'Schedule Deployment'] as const

/** The demo's header (docs/product.md#demo-flow): the three steps, the progress percentage and Exit Demo. */
export function DemoHeader({ step, percentage }: { step: number; percentage: number }) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto grid max-w-6xl gap-3 px-4 py-4 sm:px-6">
        <div className="flex items-center justify-between gap-4">
          <span className="inline-flex items-center gap-2 font-semibold">
            <LogoMark className="size-7" />
            Demo
          </span>
          <Link
            to={paths.home.getHref()}
            className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
            Exit Demo
          </Link>
        </div>
        <nav aria-label="Demo steps">
          <ol className="grid grid-cols-3 gap-2 text-xs sm:text-sm">
            {DEMO_STEPS.map((name, index) => (
              <li
                key={name}
                aria-current={index === step ? 'step' : undefined}
                className={cn('flex items-center gap-2', index === step ? 'font-semibold text-foreground' : 'text-muted-foreground')}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                    index <= step ? 'border-primary bg-primary text-primary-foreground' : '',
                  )}
                >
                  {index + 1}
                </span>
                {name}
              </li>
            ))}
          </ol>
        </nav>
        <div className="flex items-center gap-3">
          <Progress value={percentage} aria-label="Step progress" className="flex-1" />
          <span className="text-sm font-medium tabular-nums" data-testid="step-percentage">
            {percentage}%
          </span>
        </div>
      </div>
    </header>
  )
}

/** docs/product.md#demo-flow: step 0 is 100 with a contact email, else 0; step 1 is 80, or 100 once the flag is set; step 2 is 100. */
export function getStepPercentage(step: number, hasContactEmail: boolean, reviewed: boolean): number {
  if (step === 0) return hasContactEmail ? 100 : 0
  if (step === 1) return reviewed ? 100 : 80
  return 100
}
