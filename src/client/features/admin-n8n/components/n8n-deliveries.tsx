import { Link } from 'react-router'
import type { N8nDelivery, N8nDeliveryStatus } from '@/shared/backoffice/n8n'
import { Badge } from '@/client/components/ui/badge'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table'
import { paths } from '@/client/config/paths'

const STATUS_LABELS: Record<N8nDeliveryStatus, string> = {
  pending: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
  skipped: 'Skipped',
}

function StatusBadge({ delivery }: { delivery: N8nDelivery }) {
  if (delivery.status === 'delivered') return <Badge variant="success">Delivered</Badge>
  if (delivery.status === 'failed')
    return (
      <Badge variant="outline" className="border-danger/50 text-danger">
        Failed
      </Badge>
    )
  return (
    <Badge variant="muted">{delivery.status === 'pending' && delivery.attempts === 0 ? 'Queued' : STATUS_LABELS[delivery.status]}</Badge>
  )
}

function LeadLink({ delivery }: { delivery: N8nDelivery }) {
  return (
    <Link to={paths.adminLead.getHref(delivery.lead_id)} className="font-medium text-primary underline-offset-4 hover:underline">
      {delivery.company_name || 'Unnamed company'}
    </Link>
  )
}

function Outcome({ delivery }: { delivery: N8nDelivery }) {
  return (
    <div className="grid gap-1">
      <span className="font-mono text-xs">
        {delivery.last_status_code === null ? (delivery.attempts > 0 ? 'No answer' : '—') : `HTTP ${delivery.last_status_code}`}
        {delivery.attempts > 1 ? ` after ${delivery.attempts} attempts` : ''}
      </span>
      {delivery.explanation ? <span className="text-xs text-muted-foreground">{delivery.explanation}</span> : null}
      {delivery.last_answer ? (
        <details className="text-xs">
          <summary className="w-fit cursor-pointer rounded-sm text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring">
            n8n’s answer
          </summary>
          <pre className="mt-1 max-h-32 overflow-y-auto font-mono break-all whitespace-pre-wrap">{delivery.last_answer}</pre>
        </details>
      ) : null}
    </div>
  )
}

/** The last deliveries of leads to n8n: a table from 640 px, one card per delivery below it (docs/decisions/096). */
export function N8nDeliveries({ deliveries }: { deliveries: N8nDelivery[] }) {
  return (
    <>
      <ul aria-label="Deliveries" className="grid gap-3 sm:hidden">
        {deliveries.map((delivery) => (
          <li key={delivery.id} className="grid gap-2 rounded-lg border bg-card p-4 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <LeadLink delivery={delivery} />
              <StatusBadge delivery={delivery} />
            </div>
            <p className="text-xs text-muted-foreground">
              {delivery.redelivery ? 'Redelivered ' : 'Sent '}
              <RelativeTime value={delivery.created_at} />
            </p>
            <Outcome delivery={delivery} />
          </li>
        ))}
      </ul>
      <Table containerClassName="hidden sm:block" aria-label="Deliveries">
        <TableHeader>
          <TableRow>
            <TableHead>Lead</TableHead>
            <TableHead>When</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Outcome</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {deliveries.map((delivery) => (
            <TableRow key={delivery.id} className="align-top">
              <TableHead scope="row" className="font-normal">
                <LeadLink delivery={delivery} />
                {delivery.redelivery ? <span className="block text-xs text-muted-foreground">Redelivery</span> : null}
              </TableHead>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                <RelativeTime value={delivery.created_at} />
              </TableCell>
              <TableCell>
                <StatusBadge delivery={delivery} />
              </TableCell>
              <TableCell className="max-w-md">
                <Outcome delivery={delivery} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
