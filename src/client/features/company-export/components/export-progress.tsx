import { CircleAlert, CircleCheck } from 'lucide-react'
import { Button } from '@/client/components/ui/button'
import { LoadError } from '@/client/components/errors/load-error'
import { Progress } from '@/client/components/ui/progress'
import { Skeleton } from '@/client/components/ui/skeleton'
import { Spinner } from '@/client/components/ui/spinner'
import type { CompanyExport } from '@/shared/schemas/company-export'
import { useCompanyExport } from '../api/get-company-export'

const ROWS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** The bar's value in percent and its words, for an export that is ready or running. */
export function readExportProgress({ status, rows_written: written, total_rows: total }: CompanyExport): {
  percent: number
  label: string
} {
  if (status === 'ready') return { percent: 0, label: 'Starting the download…' }
  // Rows may arrive while the archive is written: the bar stops at full rather than run past it.
  const shown = Math.min(written, total)
  return {
    percent: total > 0 ? Math.floor((shown / total) * 100) : 0,
    label: `${ROWS.format(shown)} of ${ROWS.format(total)} rows written`,
  }
}

type ExportProgressProps = { exportId: string; onRetry: () => void; retrying: boolean }

/** One export's progress as the server records it: rows written of those counted, then done or why it stopped. */
export function ExportProgress({ exportId, onRetry, retrying }: ExportProgressProps) {
  const exportQuery = useCompanyExport(exportId)
  if (exportQuery.isPending) return <Skeleton className="h-16 w-full" />
  if (exportQuery.isError)
    return (
      <LoadError
        what="the export's progress"
        message={exportQuery.error.message}
        onRetry={() => void exportQuery.refetch()}
        retrying={exportQuery.isFetching}
      />
    )
  const { status, rows_written: written, error } = exportQuery.data
  if (status === 'failed')
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border p-4">
        <div className="flex items-start gap-3">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <div>
            <p className="font-medium">The export did not finish.</p>
            <p className="text-sm text-muted-foreground">{error}</p>
          </div>
        </div>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner className="size-4" label="Preparing the export" /> : null}
          Export again
        </Button>
      </div>
    )
  if (status === 'finished')
    return (
      <div role="status" className="flex flex-col items-start gap-3 rounded-lg border p-4">
        <div className="flex items-start gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <div>
            <p className="font-medium">Export complete</p>
            <p className="text-sm text-muted-foreground">
              {ROWS.format(written)} rows written. The archive is in your browser&apos;s downloads.
            </p>
          </div>
        </div>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          {retrying ? <Spinner className="size-4" label="Preparing the export" /> : null}
          Export again
        </Button>
      </div>
    )
  const { percent, label } = readExportProgress(exportQuery.data)
  return (
    <div className="grid gap-2 rounded-lg border p-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium" id="company-export-progress-label">
          Exporting
        </span>
        <span aria-live="polite" className="text-muted-foreground tabular-nums">
          {label}
        </span>
      </div>
      <Progress value={percent} aria-labelledby="company-export-progress-label" getValueLabel={() => label} />
    </div>
  )
}
