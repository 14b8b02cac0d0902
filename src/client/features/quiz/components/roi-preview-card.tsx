import { TrendingUp } from 'lucide-react'
import * as React from 'react'
import type { QuizRoiEstimate } from '@/shared/formulas/quiz-roi'
import { formatHours, formatMoney } from '@/shared/formatting/figures'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { cn } from '@/client/lib/cn'

type RoiPreviewCardProps = {
  estimate: QuizRoiEstimate
  /** The phone layout: three figures in a row, placed above Previous / Next (docs/decisions/096). */
  compact?: boolean
  className?: string
}

/** The live 'Your ROI Preview' card, shown once industry and weekly hours are known (docs/product.md#quiz). */
export function RoiPreviewCard({ estimate, compact = false, className }: RoiPreviewCardProps) {
  const titleId = React.useId()
  const figures = [
    { label: 'Monthly Savings', value: formatMoney(estimate.monthlySavings) },
    { label: 'Weekly Time Saved (hrs)', value: formatHours(estimate.weeklyHoursSaved) },
    { label: 'Annual Impact', value: formatMoney(estimate.annualSavings) },
  ]
  if (compact) {
    return (
      <section aria-labelledby={titleId} className={cn('rounded-lg border border-primary/30 bg-secondary/40 p-3', className)}>
        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <h2 id={titleId} className="flex items-center gap-2 font-semibold">
            <TrendingUp aria-hidden="true" className="size-4 shrink-0 text-primary" />
            Your ROI Preview
          </h2>
          <p className="text-muted-foreground">Updates in real time as you answer.</p>
        </div>
        <dl aria-live="polite" className="mt-2 grid grid-cols-3 gap-2">
          {figures.map((figure) => (
            <div key={figure.label} className="grid content-start gap-0.5 rounded-md bg-background px-2 py-1.5">
              <dt className="text-xs text-muted-foreground">{figure.label}</dt>
              <dd className="font-semibold tabular-nums">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    )
  }
  return (
    <Card aria-labelledby={titleId} role="region" className={cn('border-primary/30 bg-secondary/40', className)}>
      <CardHeader className="pb-3">
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <TrendingUp aria-hidden="true" className="size-5 shrink-0 text-primary" />
          Your ROI Preview
        </CardTitle>
        <CardDescription>Updates in real time as you answer.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl aria-live="polite" className="grid gap-3">
          {figures.map((figure) => (
            <div key={figure.label} className="flex items-baseline justify-between gap-4 rounded-lg bg-background px-3 py-2">
              <dt className="text-sm text-muted-foreground">{figure.label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
