import { afterEach, describe, expect, it, vi } from 'vitest'
import { exportLeadsCsv, type ExportProgress } from './export-leads-csv'

const encoder = new TextEncoder()

/** A CSV answer as the server streams it: the count first, then the rows in the chunks given. */
function csvResponse(chunks: string[], total: number) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
  return new Response(body, {
    headers: { 'x-total-count': String(total), 'content-disposition': 'attachment; filename="leads-2026-11-27.csv"' },
  })
}

afterEach(() => vi.unstubAllGlobals())

describe('exporting the leads as CSV', () => {
  it('counts rows as they arrive against the total, and keeps every byte for the file', async () => {
    const chunks = ['id,company_name\r\n', 'a,Acme\r\nb,"Two\r\nlines"\r\n', 'c,Last\r\n']
    const fetch = vi.fn(async () => csvResponse(chunks, 3))
    vi.stubGlobal('fetch', fetch)
    const progress: ExportProgress[] = []
    const csv = await exportLeadsCsv({ status: 'new', q: 'acme' }, (step) => progress.push(step), new AbortController().signal)
    expect(fetch).toHaveBeenCalledWith('/api/admin/leads/export.csv?status=new&q=acme', expect.objectContaining({ credentials: 'include' }))
    expect(progress.map((step) => step.rows)).toEqual([0, 3, 3, 3])
    expect(progress.every((step) => step.total === 3)).toBe(true)
    expect(csv).toMatchObject({ filename: 'leads-2026-11-27.csv', rows: 3 })
    expect(await csv.blob.text()).toBe(chunks.join(''))
  })

  it('throws the server’s message when the export is refused', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ message: 'Choose one of the lead statuses' }, { status: 400 }))
    await expect(exportLeadsCsv({}, () => {}, new AbortController().signal)).rejects.toMatchObject({
      status: 400,
      message: 'Choose one of the lead statuses',
    })
  })
})
