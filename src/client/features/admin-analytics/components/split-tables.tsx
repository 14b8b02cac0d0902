import { getOptionLabel } from '@/shared/options/option-list'
import { FUNNEL_INDUSTRIES, type FunnelAnalytics } from '@/shared/schemas/funnel-analytics'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table'
import { formatRate } from '../lib/format'

type Totals = { visits: number; completions: number; completion_rate: number | null }

function TotalsCells({ row }: { row: Totals }) {
  return (
    <>
      <TableCell className="text-right tabular-nums">{row.visits}</TableCell>
      <TableCell className="text-right tabular-nums">{row.completions}</TableCell>
      <TableCell className="text-right tabular-nums">{formatRate(row.completion_rate)}</TableCell>
    </>
  )
}

function TotalsHeads() {
  return (
    <>
      <TableHead className="text-right">Visits</TableHead>
      <TableHead className="text-right">Completed</TableHead>
      <TableHead className="text-right">Rate</TableHead>
    </>
  )
}

const none = <span className="text-muted-foreground">None</span>

/** Visits, completions and completion rate per source: the `stage` and `ref` a visit arrived with. */
export function SourceTable({ rows }: { rows: FunnelAnalytics['by_source'] }) {
  return (
    <Table aria-label="By source">
      <TableHeader>
        <TableRow>
          <TableHead>Source</TableHead>
          <TotalsHeads />
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.stage ?? ''}\u0000${row.ref ?? ''}`}>
            {/* Stage and ref share one column, so the table keeps four columns on a phone. */}
            <TableCell className="break-all">
              <span className="block">
                <span className="text-muted-foreground">Stage:</span> {row.stage ?? none}
              </span>
              <span className="block">
                <span className="text-muted-foreground">Ref:</span> {row.ref ?? none}
              </span>
            </TableCell>
            <TotalsCells row={row} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** The same per industry the visitor picked; the demo asks in free text and reports none. */
export function IndustryTable({ funnel, rows }: { funnel: FunnelAnalytics['funnel']; rows: FunnelAnalytics['by_industry'] }) {
  return (
    <Table aria-label="By industry">
      <TableHeader>
        <TableRow>
          <TableHead>Industry</TableHead>
          <TotalsHeads />
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.industry ?? ''}>
            <TableCell>
              {row.industry ? (
                getOptionLabel(FUNNEL_INDUSTRIES[funnel], row.industry)
              ) : (
                <span className="text-muted-foreground">Not chosen</span>
              )}
            </TableCell>
            <TotalsCells row={row} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
