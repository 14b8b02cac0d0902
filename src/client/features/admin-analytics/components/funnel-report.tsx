import type { FunnelAnalytics } from '@/shared/schemas/funnel-analytics'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { formatRate } from '../lib/format'
import { IndustryTable, SourceTable } from './split-tables'
import { StepChart } from './step-chart'
import { StepTable } from './step-table'

/** One funnel's figures for the range: the completion rate, the steps as a chart and a table, and the splits. */
export function FunnelReport({ report }: { report: FunnelAnalytics }) {
  return (
    <>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="rounded-lg border p-4">
          <dt className="text-sm text-muted-foreground">Completion rate</dt>
          <dd className="text-3xl font-semibold tabular-nums">{formatRate(report.completion_rate)}</dd>
        </div>
        <div className="rounded-lg border p-4">
          <dt className="text-sm text-muted-foreground">Visits</dt>
          <dd className="text-3xl font-semibold tabular-nums">{report.visits}</dd>
        </div>
        <div className="rounded-lg border p-4">
          <dt className="text-sm text-muted-foreground">Completed</dt>
          <dd className="text-3xl font-semibold tabular-nums">{report.completions}</dd>
        </div>
      </dl>
      <Card>
        <CardHeader>
          <CardTitle>Steps</CardTitle>
          <CardDescription>
            Each visitor counts on the steps they saw. Time on a step runs until their next step; a visitor who left there has none.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid min-w-0 gap-6">
          <StepChart steps={report.steps} />
          <StepTable steps={report.steps} />
        </CardContent>
      </Card>
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>By source</CardTitle>
            <CardDescription>The stage and ref each visit arrived with.</CardDescription>
          </CardHeader>
          <CardContent className="min-w-0">
            <SourceTable rows={report.by_source} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>By industry</CardTitle>
            <CardDescription>The industry picked in the funnel, where it offers a list.</CardDescription>
          </CardHeader>
          <CardContent className="min-w-0">
            <IndustryTable funnel={report.funnel} rows={report.by_industry} />
          </CardContent>
        </Card>
      </div>
    </>
  )
}
