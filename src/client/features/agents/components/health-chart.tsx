import { AxisBottom, AxisLeft } from '@visx/axis'
import { GridRows } from '@visx/grid'
import { scaleLinear, scaleTime } from '@visx/scale'
import { LinePath } from '@visx/shape'
import * as React from 'react'
import type { AgentDetail } from '@/shared/schemas/agents'
import { useWidth } from '@/client/hooks/use-width'
import { formatRunTime } from '../lib/health-summary'
import type { ChartMarker } from '../lib/chart-markers'

// Loaded only by the agent's page, after its first paint (health-trend.tsx): visx's axes and scales are ~26 KB gzip,
// a quarter of recharts (docs/decisions/095).

// The top margin keeps a strip free for the hovered run's value, above the 100% line where most points sit.
const HEIGHT = 256
const MARGIN = { top: 36, right: 20, bottom: 52, left: 60 }
const THRESHOLD = 70
const TICK_LABEL = { fill: 'currentColor', fontSize: 12 } as const

type Point = AgentDetail['health_trend'][number]

const HOUR = 3_600_000
const TICK_FORMATS = {
  seconds: new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', second: '2-digit' }),
  minutes: new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }),
  days: new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }),
}

/** Time ticks as precise as the span needs, in the visitor's own clock format. */
function tickFormatFor(span: number) {
  const format = span < HOUR ? TICK_FORMATS.seconds : span < 48 * HOUR ? TICK_FORMATS.minutes : TICK_FORMATS.days
  return (value: Date | { valueOf(): number }) => format.format(new Date(value.valueOf()))
}

/**
 * The health after each run over time, with axes; pointer or arrow keys show one run's value. Its text equivalent (the
 * summary and the table) is health-trend.tsx's, so the drawing itself is hidden from screen readers.
 */
export function HealthChart({ points, markers = [] }: { points: Point[]; markers?: readonly ChartMarker[] }) {
  const [ref, width] = useWidth()
  const [active, setActive] = React.useState<number | null>(null)
  const times = points.map((point) => new Date(point.at).getTime())
  const first = times[0] ?? 0
  const last = times.at(-1) ?? first
  // One run, or runs within a minute, still get a minute to sit in.
  const pad = Math.max(0, 60_000 - (last - first)) / 2
  const domain = [new Date(first - pad), new Date(last + pad)]
  const formatTick = tickFormatFor(last - first + 2 * pad)
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right)
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const x = scaleTime({ domain, range: [0, innerWidth] })
  const y = scaleLinear({ domain: [0, 100], range: [innerHeight, 0] })
  const xOf = (index: number) => x(new Date(times[index]!))
  const yOf = (index: number) => y(points[index]!.health)

  function pickNearest(event: React.PointerEvent<SVGRectElement>) {
    const left = event.currentTarget.getBoundingClientRect().left
    const pointer = event.clientX - left
    let nearest = 0
    times.forEach((_, index) => {
      if (Math.abs(xOf(index) - pointer) < Math.abs(xOf(nearest) - pointer)) nearest = index
    })
    setActive(nearest)
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const current = active ?? points.length - 1
    const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: points.length - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    setActive(Math.min(points.length - 1, Math.max(0, next)))
  }

  const shown = active === null ? null : points[active]

  return (
    <div
      ref={ref}
      role="group"
      aria-label="Health chart: use the left and right arrow keys to read each run"
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => setActive((current) => current ?? points.length - 1)}
      onBlur={() => setActive(null)}
      className="relative h-64 min-w-0 overflow-hidden rounded-lg text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {width > 0 ? (
        <svg width={width} height={HEIGHT} aria-hidden="true" className="block overflow-visible">
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            <GridRows scale={y} width={innerWidth} tickValues={[0, 25, 50, 75, 100]} lineStyle={{ stroke: 'var(--color-border)' }} />
            <line
              x1={0}
              x2={innerWidth}
              y1={y(THRESHOLD)}
              y2={y(THRESHOLD)}
              strokeDasharray="4 4"
              style={{ stroke: 'var(--color-danger)' }}
            />
            {markers.map((marker, index) => {
              const at = x(new Date(marker.at))
              return (
                <g key={`${marker.at}-${index}`} className="text-muted-foreground">
                  <line x1={at} x2={at} y1={0} y2={innerHeight} stroke="currentColor" strokeDasharray="2 3" />
                  <text x={at} y={-6} textAnchor="middle" fill="currentColor" fontSize={11}>
                    {index + 1}
                  </text>
                </g>
              )
            })}
            <LinePath
              data={points}
              x={(_, index) => xOf(index)}
              y={(_, index) => yOf(index)}
              className="text-primary"
              stroke="currentColor"
              strokeWidth={2}
            />
            {points.map((point, index) => (
              <circle
                key={`${point.at}-${index}`}
                cx={xOf(index)}
                cy={yOf(index)}
                r={index === active ? 5 : 3}
                className="fill-primary text-card"
                stroke="currentColor"
                strokeWidth={index === active ? 2 : 0}
              />
            ))}
            <AxisLeft
              scale={y}
              tickValues={[0, 25, 50, 75, 100]}
              tickFormat={(value) => `${String(value)}%`}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ ...TICK_LABEL, textAnchor: 'end', dx: -4, dy: 4 }}
              label="Health (%)"
              labelOffset={36}
              labelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
            />
            <AxisBottom
              scale={x}
              top={innerHeight}
              numTicks={Math.max(2, Math.floor(innerWidth / 160))}
              tickFormat={formatTick}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
              label="Run finished"
              labelOffset={16}
              labelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
            />
            <rect
              width={innerWidth}
              height={innerHeight}
              fill="transparent"
              onPointerMove={pickNearest}
              onPointerDown={pickNearest}
              onPointerLeave={() => setActive(null)}
            />
          </g>
        </svg>
      ) : null}
      {/* Centred in the strip above the plot rather than beside the point, so it never runs off a phone's screen; the
          run it describes is the enlarged dot. */}
      <p
        role="status"
        className={
          shown
            ? 'pointer-events-none absolute inset-x-0 top-0 z-10 mx-auto w-fit max-w-full rounded-md border bg-popover px-2 py-1 text-center text-xs text-popover-foreground shadow-md'
            : 'sr-only'
        }
      >
        {shown ? (
          <>
            <span className="font-semibold">{shown.health}%</span> after the run finished {formatRunTime(shown.at)}
          </>
        ) : null}
      </p>
    </div>
  )
}
