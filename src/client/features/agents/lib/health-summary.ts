import type { AgentDetail } from '@/shared/schemas/agents'

const runTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

/** A run's finishing moment as the chart and its table write it, in the visitor's time zone. */
export function formatRunTime(at: string): string {
  return runTimeFormat.format(new Date(at))
}

/** The health trend in one sentence: latest, lowest and highest over the runs shown (docs/decisions/095). */
export function summarizeHealth(points: AgentDetail['health_trend']): string {
  if (points.length === 0) return 'No finished runs yet: health starts at 100%.'
  const values = points.map((point) => point.health)
  const runs = points.length === 1 ? 'its last run' : `its last ${points.length} runs`
  return `Latest ${values.at(-1)}%, lowest ${Math.min(...values)}%, highest ${Math.max(...values)}% over ${runs}.`
}
