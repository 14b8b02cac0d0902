import { sql, type SQL } from 'drizzle-orm'
import type { ExportFile } from '@/shared/schemas/company-export'

/** A column the pages are ordered by, read back as text so the next page starts exactly after the last row. */
export type KeyColumn = { column: string; type: 'uuid' | 'text' | 'timestamptz' | 'integer' | 'date'; descending?: boolean }

/**
 * One file of the export (docs/product.md#company-export): the rows of one table that are the company's, the columns
 * written (each explained in the archive's README.md) and the columns left out and why. Every column of the table is
 * one or the other, and company_id, the same on every row, is left out of all but company.json (export-kinds.test.ts).
 */
export type ExportKind = {
  file: ExportFile
  table: string
  about: string
  /** `from … where …` of the company's rows, with the table as `t`. */
  scope: (companyId: string) => SQL
  columns: Record<string, string>
  leftOut: Record<string, string>
  /** Columns written as something other than the stored value (a token taken out of a link). */
  expressions?: Record<string, SQL>
  /** The order of the pages; the leading columns follow an index, so each page starts where the last one ended. */
  key: KeyColumn[]
  /** Rows per page: fewer where one row can be large (an e-mail with its attachments). */
  batch?: number
}

export const ofCompany = (table: string) => (companyId: string) => sql`${sql.identifier(table)} t where t.company_id = ${companyId}`
export const ID: KeyColumn = { column: 'id', type: 'uuid' }
export const CREATED: KeyColumn = { column: 'created_at', type: 'timestamptz' }
export const WHEN = 'when it was created'

// A link mailed to someone carries a single-use token that would let whoever holds the archive join the company or
// sign in as that person: the token is taken out, the rest of the e-mail is kept (docs/decisions/102-company-export.md).
export const withoutTokens = (column: string) =>
  sql`regexp_replace(t.${sql.identifier(column)}, '([?&](amp;)?token=)[^&\\s"''<>]+', '\\1[removed]', 'g')`
