import type { LeadFilters } from '@/shared/schemas/admin-leads'
import { ApiError } from '@/client/lib/api-client'
import { toLeadFilterParams } from './lead-filter-params'

export type ExportProgress = { rows: number; total: number }
export type LeadsCsv = { blob: Blob; filename: string; rows: number }

async function toExportError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '')
  try {
    const body = JSON.parse(text) as { message?: unknown }
    if (typeof body.message === 'string') return new ApiError(response.status, body.message)
  } catch {
    // Not JSON: the status says what went wrong.
  }
  return new ApiError(response.status, text.trim() || response.statusText || `Request failed with status ${response.status}`)
}

/** The file name the server gave (content-disposition), or a dated one. */
function filenameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? ''
  const match = /filename="([^"]+)"/.exec(header)
  return match?.[1] ?? `leads-${new Date().toISOString().slice(0, 10)}.csv`
}

/**
 * Downloads the filtered leads as CSV, reading the stream as it comes so `onProgress` can count its rows against the
 * total the server sent first (x-total-count). A line break inside a quoted cell counts as a row, so the count is
 * capped at the total; it is exact once the download ends.
 */
export async function exportLeadsCsv(filters: LeadFilters, onProgress: (progress: ExportProgress) => void, signal: AbortSignal) {
  const response = await fetch(`/api/admin/leads/export.csv?${toLeadFilterParams(filters)}`, { credentials: 'include', signal })
  if (!response.ok || !response.body) throw await toExportError(response)
  const total = Number(response.headers.get('x-total-count') ?? 0)
  const reader = response.body.getReader()
  const chunks: BlobPart[] = []
  // The header row is not a lead.
  let lines = -1
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    for (const byte of value) if (byte === 0x0a) lines += 1
    onProgress({ rows: Math.min(Math.max(lines, 0), total), total })
  }
  onProgress({ rows: total, total })
  return { blob: new Blob(chunks, { type: 'text/csv' }), filename: filenameOf(response), rows: total } satisfies LeadsCsv
}
