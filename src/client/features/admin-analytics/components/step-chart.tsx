import { AxisBottom, AxisLeft } from '@visx/axis'
import { GridRows } from '@visx/grid'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import type { FunnelAnalytics } from '@/shared/schemas/funnel-analytics'
import { useWidth } from '@/client/hooks/use-width'

const HEIGHT = 240
const MARGIN = { top: 12, right: 12, bottom: 40, left: 48 }
const TICK_LABEL = { fill: 'currentColor', fontSize: 12 } as const

type Step = FunnelAnalytics['steps'][number]

/** The chart's text equivalent: where most visitors were, where most left, and where the figures are. */
export function describeSteps(steps: Step[]): string {
  const first = steps[0]
  const last = steps.at(-1)
  const worst = steps.reduce<Step | undefined>((most, step) => (step.left > (most?.left ?? 0) ? step : most), undefined)
  const parts = [
    `Visitors per step: ${first?.reached ?? 0} reached ${first?.title ?? 'the first step'}, ${last?.reached ?? 0} reached ${last?.title ?? 'the end'}`,
    worst ? `most left at ${worst.title} (${worst.left})` : 'nobody left midway',
  ]
  return `${parts.join('; ')}. Every step's figures are in the table below.`
}

/** Visitors who reached each step, the part that left there drawn apart; numbered like the table beneath. */
export function StepChart({ steps }: { steps: Step[] }) {
  const [ref, width] = useWidth()
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right)
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const labels = steps.map((_, index) => String(index + 1))
  const x = scaleBand({ domain: labels, range: [0, innerWidth], padding: 0.25 })
  const max = Math.max(1, ...steps.map((step) => step.reached))
  const y = scaleLinear({ domain: [0, max], range: [innerHeight, 0], nice: true })
  // Whole visitors only: a range of 3 visits would otherwise tick at 0.5.
  const ticks = y.ticks(4).filter((tick) => Number.isInteger(tick))

  return (
    <figure className="grid gap-2">
      <div ref={ref} role="img" aria-label={describeSteps(steps)} className="h-60 text-muted-foreground">
        {width > 0 ? (
          <svg width={width} height={HEIGHT} className="block overflow-visible">
            <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
              <GridRows scale={y} width={innerWidth} tickValues={ticks} lineStyle={{ stroke: 'var(--color-border)' }} />
              {steps.map((step, index) => {
                const left = x(labels[index]!) ?? 0
                const top = y(step.reached)
                const stayed = y(step.reached - step.left)
                return (
                  <g key={step.step}>
                    <Bar x={left} y={top} width={x.bandwidth()} height={innerHeight - top} className="fill-primary" />
                    {step.left > 0 ? (
                      <Bar x={left} y={top} width={x.bandwidth()} height={stayed - top} style={{ fill: 'var(--color-danger)' }} />
                    ) : null}
                  </g>
                )
              })}
              <AxisLeft
                scale={y}
                tickValues={ticks}
                tickFormat={(value) => String(value)}
                stroke="currentColor"
                tickStroke="currentColor"
                tickLabelProps={{ ...TICK_LABEL, textAnchor: 'end', dx: -4, dy: 4 }}
              />
              <AxisBottom
                scale={x}
                top={innerHeight}
                stroke="currentColor"
                tickStroke="currentColor"
                tickLabelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
                label="Step"
                labelOffset={12}
                labelProps={{ ...TICK_LABEL, textAnchor: 'middle' }}
              />
            </g>
          </svg>
        ) : null}
      </div>
      <figcaption className="flex flex-wrap gap-4 text-sm text-muted-foreground">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-primary" />
          Reached the step
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-danger" />
          Left there
        </span>
      </figcaption>
    </figure>
  )
}
