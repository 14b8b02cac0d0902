import type { AgentDetail } from '@/shared/schemas/agents'

/** A change to how the agent writes, marked on its charts (docs/decisions/135-setting-versions.md). */
export type ChartMarker = { at: string; label: string }

/** The markers within the runs' span, oldest first, numbered as the chart shows them. */
export function markersWithin(points: AgentDetail['health_trend'], markers: readonly ChartMarker[]): ChartMarker[] {
  const first = points[0] ? new Date(points[0].at).getTime() : 0
  const last = points.at(-1) ? new Date(points.at(-1)!.at).getTime() : 0
  return markers
    .filter((marker) => {
      const at = new Date(marker.at).getTime()
      return at >= first && at <= last
    })
    .sort((a, b) => a.at.localeCompare(b.at))
}
