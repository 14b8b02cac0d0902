import type { DataRequest } from '@/shared/backoffice/data-requests'
import { Badge } from '@/client/components/ui/badge'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table'
import { describeDataCounts } from '../lib/data-counts'

function KindBadge({ request }: { request: DataRequest }) {
  return request.kind === 'delete' ? (
    <Badge variant="outline" className="border-danger/50 text-danger">
      Deleted
    </Badge>
  ) : (
    <Badge variant="muted">Looked up</Badge>
  )
}

/** What the request found (a lookup) or removed (a deletion). */
const describeResult = (request: DataRequest) => `${request.kind === 'delete' ? 'Removed' : 'Found'}: ${describeDataCounts(request.counts)}`

function Fingerprint({ request }: { request: DataRequest }) {
  return (
    <code className="font-mono text-xs" title="The start of the address’s keyed hash">
      {request.fingerprint}
    </code>
  )
}

/** The requests as a table from 640 px, one card each below it (docs/decisions/096). */
export function DataRequestsList({ requests }: { requests: DataRequest[] }) {
  return (
    <>
      <ul aria-label="Data requests" className="grid gap-3 sm:hidden">
        {requests.map((request) => (
          <li key={request.id} className="grid gap-2 rounded-lg border bg-card p-4 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <KindBadge request={request} />
              <RelativeTime value={request.requested_at} className="text-xs text-muted-foreground" />
            </div>
            <p>{describeResult(request)}</p>
            <p className="text-xs text-muted-foreground">
              Person <Fingerprint request={request} />
            </p>
          </li>
        ))}
      </ul>
      <Table containerClassName="hidden sm:block" aria-label="Data requests">
        <TableHeader>
          <TableRow>
            <TableHead>Request</TableHead>
            <TableHead>When</TableHead>
            <TableHead>What it found or removed</TableHead>
            <TableHead>Person</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {requests.map((request) => (
            <TableRow key={request.id} className="align-top">
              <TableCell>
                <KindBadge request={request} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                <RelativeTime value={request.requested_at} />
              </TableCell>
              <TableCell>{describeResult(request)}</TableCell>
              <TableCell>
                <Fingerprint request={request} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
