import * as React from 'react'
import type { LeadFilters } from '@/shared/schemas/admin-leads'
import { getErrorMessage } from '@/client/lib/api-client'
import { exportLeadsCsv, type ExportProgress } from '../api/export-leads-csv'

export type LeadsExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: ExportProgress | null }
  | { status: 'done'; rows: number }
  | { status: 'failed'; message: string }

/** Hands the browser a file it already has: an object URL on a link that is clicked once, then let go. */
function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the URL is released once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** The CSV export of the filtered leads, with its progress; leaving the page stops it. */
export function useLeadsExport(filters: LeadFilters) {
  const [state, setState] = React.useState<LeadsExportState>({ status: 'idle' })
  const controller = React.useRef<AbortController | null>(null)
  React.useEffect(() => () => controller.current?.abort(), [])

  async function start() {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setState({ status: 'running', progress: null })
    try {
      const csv = await exportLeadsCsv(filters, (progress) => setState({ status: 'running', progress }), current.signal)
      saveBlob(csv.blob, csv.filename)
      setState({ status: 'done', rows: csv.rows })
    } catch (error) {
      if (current.signal.aborted) return
      setState({ status: 'failed', message: getErrorMessage(error, 'The export failed') })
    }
  }

  return { state, start }
}
