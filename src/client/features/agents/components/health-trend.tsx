import type { AgentDetail } from '@/shared/schemas/agents'
import { Skeleton } from '@/client/components/ui/skeleton'
import { useModule } from '@/client/hooks/use-module'
import { formatRunTime, summarizeHealth } from '../lib/health-summary'

// The chart's code arrives after the page's first paint and only on this page (docs/decisions/095); the summary and
// the table below are the whole story without it, for screen readers and if it cannot load.
const importHealthChart = () => import('./health-chart')

/** The agent's health after each of its last runs, oldest to newest: a chart, a one-line summary and a table. */
export function HealthTrend({ points }: { points: AgentDetail['health_trend'] }) {
  const chart = useModule(importHealthChart, points.length > 0)
  const summary = summarizeHealth(points)
  if (points.length === 0) return <p className="text-sm text-muted-foreground">{summary}</p>
  return (
    <figure className="grid min-w-0 gap-3">
      {chart.module ? <chart.module.HealthChart points={points} /> : chart.failed ? null : <Skeleton className="h-64" />}
      <figcaption className="text-sm text-muted-foreground">{summary} The dashed line marks 70%, below which health shows red.</figcaption>
      <table className="sr-only">
        <caption>Health after each run, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Run finished</th>
            <th scope="col">Health</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point, index) => (
            <tr key={`${point.at}-${index}`}>
              <td>{formatRunTime(point.at)}</td>
              <td>{point.health}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
