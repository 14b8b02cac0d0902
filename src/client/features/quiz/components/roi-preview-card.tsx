import { TrendingUp } from 'lucide-react'
import type { QuizRoiEstimate } from '@/shared/formulas/quiz-roi'
import { formatDollars } from '@/shared/formulas/quiz-results'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'

/** The live 'Your ROI Preview' card, shown once industry and weekly hours are known (docs/product.md#quiz). */
export function RoiPreviewCard({ estimate }: { estimate: QuizRoiEstimate }) {
  const figures = [
    { label: 'Monthly Savings', value: formatDollars(estimate.monthlySavings) },
    { label: 'Weekly Time Saved (hrs)', value: String(estimate.weeklyHoursSaved) },
    { label: 'Annual Impact', value: formatDollars(estimate.annualSavings) },
  ]
  return (
    <Card aria-labelledby="roi-preview-title" role="region" className="border-primary/30 bg-secondary/40">
      <CardHeader className="pb-3">
        <CardTitle id="roi-preview-title" className="flex items-center gap-2 text-lg">
          <TrendingUp aria-hidden="true" className="size-5 text-primary" />
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
