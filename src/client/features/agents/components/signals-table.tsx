import { formatDistanceToNow } from 'date-fns'
import { Radio } from 'lucide-react'
import type { Agent, Signal } from '@/shared/schemas/agents'
import { findCatalogueAgent } from '@/shared/agents/catalogue'
import { Badge } from '@/client/components/ui/badge'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table'

const STATUS_LABEL = { processed: 'Processed', pending: 'Pending', undeliverable: 'Undeliverable' } as const
const STATUS_VARIANT = { processed: 'success', pending: 'muted', undeliverable: 'outline' } as const

/** 'Recent Agent-to-Agent Signals' (docs/product.md#dashboard): from, to, signal, Processed or Pending, time. */
export function SignalsTable({
  signals,
  agents,
  emptyAction,
  label,
}: {
  signals: Signal[]
  agents: Agent[]
  emptyAction?: React.ReactNode
  label?: string
}) {
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
            <TableCell className="font-mono text-xs">{signal.signal}</TableCell>
            <TableCell>
              <Badge variant={STATUS_VARIANT[signal.status]}>{STATUS_LABEL[signal.status]}</Badge>
            </TableCell>
            <TableCell className="text-muted-foreground">
              <time dateTime={signal.created_at}>{formatDistanceToNow(new Date(signal.created_at), { addSuffix: true })}</time>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
