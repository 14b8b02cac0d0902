import { ArrowRight, EyeOff, Radio } from 'lucide-react'
import type * as React from 'react'
import type { Agent, Signal } from '@/shared/schemas/agents'
import { findCatalogueAgent } from '@/shared/agents/catalogue'
import { SIGNAL_STATUS_LABELS } from '@/shared/options/signal-list'
import { Badge } from '@/client/components/ui/badge'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table'
import { SM_QUERY, useMediaQuery } from '@/client/hooks/use-media-query'

const STATUS_VARIANT = { processed: 'success', pending: 'muted', undeliverable: 'outline' } as const

/** On a signal sent while agent data sharing was off (docs/decisions/101-privacy-controls.md): it named nobody. */
function WithheldNote() {
  return (
    <span className="flex items-center gap-1 text-xs text-muted-foreground">
      <EyeOff aria-hidden="true" className="size-3.5 shrink-0" />
      Personal data withheld: agent data sharing is off
    </span>
  )
}

type SignalsTableProps = {
  signals: Signal[]
  /** Names the senders and receivers; only `id` and `name` are read. */
  agents: Pick<Agent, 'id' | 'name'>[]
  emptyAction?: React.ReactNode
  label?: string
}

/**
 * Signals: from, to, signal, status, time (docs/product.md#dashboard, #signals-page). A table from 640 px, a list of
 * cards below it (docs/decisions/092).
 */
export function SignalsTable({ signals, agents, emptyAction, label }: SignalsTableProps) {
  const wide = useMediaQuery(SM_QUERY)
  const names = new Map(agents.map((agent) => [agent.id, agent.name]))
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? 'Removed agent') : 'Removed agent')
  // An undeliverable signal names a catalogue agent the company has not deployed (docs/product.md#signals).
  const receiverOf = (signal: Signal) =>
    signal.to_agent_id
      ? nameOf(signal.to_agent_id)
      : signal.to_catalogue_id
        ? `${findCatalogueAgent(signal.to_catalogue_id)?.name ?? signal.to_catalogue_id} (not deployed)`
        : 'Removed agent'
  if (signals.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
        <Radio aria-hidden="true" className="size-6 text-muted-foreground" />
        <p className="font-medium">No signals yet</p>
        <p className="max-w-md text-sm text-muted-foreground">
          Signals appear here when your agents act on business events — a new lead, a won deal, a payment — and hand the work to another
          agent.
        </p>
        {emptyAction}
      </div>
    )
  }
  if (!wide) {
    return (
      <ul aria-label={label} className="grid gap-3">
        {signals.map((signal) => (
          <li key={signal.id} className="grid gap-2 rounded-lg border bg-card p-4 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-mono text-xs [overflow-wrap:anywhere]">{signal.signal}</span>
              <Badge variant={STATUS_VARIANT[signal.status]}>{SIGNAL_STATUS_LABELS[signal.status]}</Badge>
            </div>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span>{nameOf(signal.from_agent_id)}</span>
              <ArrowRight aria-label="to" role="img" className="size-4 text-muted-foreground" />
              <span>{receiverOf(signal)}</span>
            </p>
            {signal.personal_data_withheld ? <WithheldNote /> : null}
            <RelativeTime value={signal.created_at} className="w-fit text-xs text-muted-foreground" />
          </li>
        ))}
      </ul>
    )
  }
  return (
    <Table className="min-w-[36rem]" aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>From</TableHead>
          <TableHead>To</TableHead>
          <TableHead>Signal</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Time</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {signals.map((signal) => (
          <TableRow key={signal.id}>
            <TableCell>{nameOf(signal.from_agent_id)}</TableCell>
            <TableCell>{receiverOf(signal)}</TableCell>
            <TableCell>
              <span className="font-mono text-xs">{signal.signal}</span>
              {signal.personal_data_withheld ? <WithheldNote /> : null}
            </TableCell>
            <TableCell>
              <Badge variant={STATUS_VARIANT[signal.status]}>{SIGNAL_STATUS_LABELS[signal.status]}</Badge>
            </TableCell>
            <TableCell className="text-muted-foreground">
              <RelativeTime value={signal.created_at} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
