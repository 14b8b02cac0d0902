import { Download } from 'lucide-react'
import type { LeadFilters } from '@/shared/schemas/admin-leads'
import { Button } from '@/client/components/ui/button'
import { Progress } from '@/client/components/ui/progress'
import { useLeadsExport } from '../hooks/use-leads-export'

const count = new Intl.NumberFormat()

/** "Export CSV": the leads the filters show, all of them, with a progress bar while they download. */
export function LeadsExport({ filters }: { filters: LeadFilters }) {
  const { state, start } = useLeadsExport(filters)
  const running = state.status === 'running'
  const progress = running ? state.progress : null
  const percent = progress && progress.total > 0 ? Math.round((progress.rows / progress.total) * 100) : 0
  return (
    <div className="grid w-full gap-2 sm:w-72 sm:justify-items-end">
      <Button type="button" variant="outline" onClick={() => void start()} disabled={running} className="w-full sm:w-auto">
        <Download aria-hidden="true" />
        {running ? 'Exporting…' : 'Export CSV'}
      </Button>
      {running ? (
        <div className="grid w-full gap-1">
          <Progress value={percent} aria-label="Export progress" />
          <p className="text-xs text-muted-foreground" role="status">
            {progress ? `${count.format(progress.rows)} of ${count.format(progress.total)} leads` : 'Starting the export…'}
          </p>
        </div>
      ) : state.status === 'done' ? (
        <p className="text-xs text-muted-foreground" role="status">
          Exported {count.format(state.rows)} {state.rows === 1 ? 'lead' : 'leads'}.
        </p>
      ) : state.status === 'failed' ? (
        <p className="text-xs font-medium text-danger" role="alert">
          The export failed: {state.message}
        </p>
      ) : null}
    </div>
  )
}
