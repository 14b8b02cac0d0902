import { describe, expect, it } from 'vitest'
import type { CompanyExport } from '@/shared/schemas/company-export'
import { readExportProgress } from './export-progress'

const reading = (status: CompanyExport['status'], rowsWritten: number, totalRows: number): CompanyExport => ({
  id: '00000000-0000-4000-8000-000000000000',
  status,
  total_rows: totalRows,
  rows_written: rowsWritten,
  created_at: '2026-11-24T10:00:00.000Z',
  finished_at: null,
  error: null,
  download_url: '/api/company/exports/00000000-0000-4000-8000-000000000000/download',
})

describe('the export progress bar', () => {
  it('waits at zero until the download starts', () => {
    expect(readExportProgress(reading('ready', 0, 1_000_009))).toEqual({ percent: 0, label: 'Starting the download…' })
  })

  it('shows rows written of those counted, rounded down so it is full only at the end', () => {
    expect(readExportProgress(reading('running', 995_000, 1_000_009))).toEqual({ percent: 99, label: '995,000 of 1,000,009 rows written' })
    expect(readExportProgress(reading('running', 1_000_009, 1_000_009)).percent).toBe(100)
  })

  it('stops at full when more rows arrived than were counted', () => {
    expect(readExportProgress(reading('running', 1_200, 1_000))).toEqual({ percent: 100, label: '1,000 of 1,000 rows written' })
  })
})
