import type { AgentDetail } from '@/shared/schemas/agents'

const WIDTH = 320
const HEIGHT = 64

/** The agent's health after each of its last runs, oldest to newest, as a small line chart with a text equivalent. */
export function HealthTrend({ points }: { points: AgentDetail['health_trend'] }) {
  if (points.length === 0) return <p className="text-sm text-muted-foreground">No finished runs yet: health starts at 100%.</p>
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0
  const line = points.map((point, index) => `${(index * step).toFixed(1)},${(HEIGHT - (point.health / 100) * HEIGHT).toFixed(1)}`).join(' ')
  const first = points[0]!.health
  const last = points.at(-1)!.health
  const description = `Health after each of the last ${points.length} runs: from ${first}% to ${last}%, lowest ${Math.min(...points.map((point) => point.health))}%.`
  return (
    <figure className="grid gap-2">
      <svg viewBox={`-2 -2 ${WIDTH + 4} ${HEIGHT + 4}`} className="h-16 w-full max-w-sm text-primary" role="img" aria-label={description}>
        <line x1="0" x2={WIDTH} y1={HEIGHT * 0.3} y2={HEIGHT * 0.3} className="stroke-muted-foreground/30" strokeDasharray="4 4" />
        {points.length > 1 ? (
          <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2" />
        ) : (
          <circle cx="0" cy={HEIGHT - (first / 100) * HEIGHT} r="3" fill="currentColor" />
        )}
      </svg>
      <figcaption className="text-xs text-muted-foreground">{description} The dashed line is 70%.</figcaption>
    </figure>
  )
}
