import { Bot, TrendingUp } from 'lucide-react'
import type { RankedDemoAgent } from '@/shared/formulas/demo-agent-ranking'
import type { DemoRoiFromSavings } from '@/shared/formulas/demo-roi'
import { formatHours, formatMoney, formatMonths, formatPercent } from '@/shared/formatting/figures'
import { Badge } from '@/client/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'

// The quiz results' static Performance Metrics (docs/product.md#quiz-results): the demo's report shows the same fixed
// figures (docs/product.md#impact-report).
const PERFORMANCE_METRICS = [
  { label: 'Time Efficiency Gain', value: '40%' },
  { label: 'Error Reduction', value: '65%' },
  { label: 'Process Speed Increase', value: '3.2x' },
  { label: 'Team Productivity Boost', value: '58%' },
] as const

export function PerformanceMetricsCard() {
  return (
    <Card className="md:col-span-2">
      <CardHeader>
        <CardTitle as="h3">Performance metrics</CardTitle>
        <CardDescription>What businesses like yours see after deployment.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {PERFORMANCE_METRICS.map((metric) => (
            <div key={metric.label} className="rounded-lg bg-muted p-3">
              <dt className="text-xs text-muted-foreground">{metric.label}</dt>
              <dd className="text-2xl font-bold">{metric.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}

/** The top four agents for this visitor's priorities and tools (docs/product.md#agent-ranking). */
export function AgentRecommendationsCard({ agents }: { agents: RankedDemoAgent[] }) {
  return (
    <Card className="md:col-span-2">
      <CardHeader>
        <CardTitle as="h3">Recommended agents</CardTitle>
        <CardDescription>Ranked by your priority departments and the tools you already use.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 md:grid-cols-2" aria-label="Recommended agents">
          {agents.map((agent) => (
            <li key={agent.id} className="rounded-lg border p-4" data-testid="agent">
              <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
                <h4 className="flex items-center gap-2 font-semibold">
                  <Bot aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  {agent.name}
                </h4>
                <Badge variant="success">{agent.estimatedSavings} h/week saved</Badge>
              </div>
              <p className="mt-2 text-sm text-muted-foreground">{agent.description}</p>
              <ul aria-label="Capabilities" className="mt-3 flex flex-wrap gap-1.5">
                {agent.capabilities.map((capability) => (
                  <li key={capability}>
                    <Badge variant="secondary">{capability}</Badge>
                  </li>
                ))}
              </ul>
              <ul aria-label="Integrations" className="mt-2 flex flex-wrap gap-1.5">
                {agent.integrations.map((integration) => (
                  <li key={integration}>
                    <Badge variant="outline">{integration}</Badge>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}

type EstimatedRoi = DemoRoiFromSavings & { hoursSavedWeekly: number }

/** The estimated ROI (docs/product.md#demo-roi) on the page's one monthly savings figure (docs/decisions/089). */
export function EstimatedRoiCard({ roi }: { roi: EstimatedRoi }) {
  const rows: { label: string; value: string; basis?: string }[] = [
    { label: 'Monthly savings', value: formatMoney(roi.monthlySavings) },
    { label: 'Monthly automation cost', value: formatMoney(roi.automationCost) },
    { label: 'Yearly savings', value: formatMoney(roi.yearlySavings) },
    { label: 'Annual ROI', value: formatPercent(roi.annualRoi), basis: 'Yearly savings minus yearly cost, over yearly cost' },
    { label: 'Payback period', value: formatMonths(roi.paybackMonths) },
    { label: 'Hours saved weekly', value: formatHours(roi.hoursSavedWeekly) },
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2">
          <TrendingUp aria-hidden="true" className="size-5 shrink-0 text-success" />
          Estimated ROI
        </CardTitle>
        <CardDescription>At a 40% efficiency gain on your repetitive work.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm" data-testid="estimated-roi">
          {rows.map(({ label, value, basis }) => (
            <div key={label} className="flex flex-wrap justify-between border-b pb-2 last:border-0">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-semibold tabular-nums">{value}</dd>
              {basis ? <dd className="w-full text-xs text-muted-foreground">{basis}</dd> : null}
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
