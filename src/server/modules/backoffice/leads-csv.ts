import { Readable } from 'node:stream'
import type { LeadFilters } from '@/shared/schemas/admin-leads'
import type { Db } from '@/server/platform/db/client'
import { readLeadPage, type LeadCursor } from './lead-inbox'

// The inbox's CSV export (docs/product.md#back-office): the filtered leads newest first, read a keyset page at a time
// and written as the client takes them, so its memory stays the same for ten leads or 100,000.

const EXPORT_BATCH = 1000

const HEADER = [
  'id',
  'created_at',
  'source',
  'status',
  'company_name',
  'contact_name',
  'contact_email',
  'industry',
  'monthly_savings',
  'stage',
  'ref',
]

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV Injection"); a leading quote makes
// it text. Tab and carriage return start formulas in some spreadsheets too.
const FORMULA_START = /^[=+\-@\t\r]/

/** One cell (RFC 4180): quoted when it holds a quote, comma or line break, text that looks like a formula defused. */
export function toCsvCell(value: string | number | null): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const toCsvLine = (cells: (string | number | null)[]) => `${cells.map(toCsvCell).join(',')}\r\n`

async function* writeLeadLines(db: Db, filters: LeadFilters, batch: number): AsyncGenerator<string> {
  yield toCsvLine(HEADER)
  let after: LeadCursor | undefined
  do {
    const page = await readLeadPage(db, filters, batch, after)
    if (page.rows.length)
      yield page.rows
        .map((lead) =>
          toCsvLine([
            lead.id,
            lead.created_at.toISOString(),
            lead.source,
            lead.status,
            lead.company_name,
            lead.contact_name,
            lead.contact_email,
            lead.industry,
            lead.monthly_savings,
            lead.stage,
            lead.ref,
          ]),
        )
        .join('')
    after = page.next
  } while (after)
}

/** The CSV as a stream: a page is read only once the previous one has been taken. */
export function streamLeadsCsv(db: Db, filters: LeadFilters, batch = EXPORT_BATCH): Readable {
  return Readable.from(writeLeadLines(db, filters, batch), { objectMode: false })
}
