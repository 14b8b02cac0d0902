import type { FunnelAnalytics } from '@/shared/schemas/funnel-analytics'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table'
import { formatDuration } from '../lib/format'

/** Each step in order, numbered as in the chart: visitors who reached it, who left there, and the median time on it. */
export function StepTable({ steps }: { steps: FunnelAnalytics['steps'] }) {
  return (
    <Table aria-label="Visitors per step">
      <TableHeader>
        <TableRow>
          <TableHead>Step</TableHead>
          <TableHead className="text-right">Reached</TableHead>
          <TableHead className="text-right">Left there</TableHead>
          <TableHead className="text-right">Median time</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {steps.map((step, index) => (
          <TableRow key={step.step}>
            <TableHead scope="row" className="font-normal text-foreground">
              <span className="text-muted-foreground tabular-nums">{index + 1}.</span> {step.title}
            </TableHead>
            <TableCell className="text-right tabular-nums">{step.reached}</TableCell>
            <TableCell className="text-right tabular-nums">{step.left}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{formatDuration(step.median_seconds)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
