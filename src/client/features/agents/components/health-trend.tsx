import type { AgentDetail } from '@/shared/schemas/agents'
import { Skeleton } from '@/client/components/ui/skeleton'
import { useModule } from '@/client/hooks/use-module'
import { markersWithin, type ChartMarker } from '../lib/chart-markers'
import { formatRunTime, summarizeHealth } from '../lib/health-summary'

// The chart's code arrives after the page's first paint and only on this page (docs/decisions/095); the summary and
// the table below are the whole story without it, for screen readers and if it cannot load.
const importHealthChart = () => import('./health-chart')

/**
 * The agent's health after each of its last runs, oldest to newest: a chart, a one-line summary and a table; each
 * change to how it writes is a numbered dashed line, listed below in words.
 */
export function HealthTrend({ points, markers = [] }: { points: AgentDetail['health_trend']; markers?: readonly ChartMarker[] }) {
  const chart = useModule(importHealthChart, points.length > 0)
  const summary = summarizeHealth(points)
  const shown = markersWithin(points, markers)
  if (points.length === 0) return <p className="text-sm text-muted-foreground">{summary}</p>
  return (
    <figure className="grid min-w-0 gap-3">
      {chart.module ? <chart.module.HealthChart points={points} markers={shown} /> : chart.failed ? null : <Skeleton className="h-64" />}
      <figcaption className="text-sm text-muted-foreground">
        {summary} The dashed line marks 70%, below which health shows red.
        {shown.length ? ' Numbered lines mark changes to how it writes:' : null}
      </figcaption>
      {shown.length ? (
        <ol aria-label="Changes marked on the chart" className="grid gap-1 text-xs text-muted-foreground">
          {shown.map((marker, index) => (
            <li key={`${marker.at}-${index}`}>
              {index + 1}. {marker.label} ({formatRunTime(marker.at)})
            </li>
          ))}
        </ol>
      ) : null}
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
