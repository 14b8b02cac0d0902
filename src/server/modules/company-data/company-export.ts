import { and, eq, sql } from 'drizzle-orm'
import { COMPANY_EXPORT_MESSAGES, type CompanyExport, type ExportStatus } from '@/shared/schemas/company-export'
import { companies } from '@/server/modules/accounts'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { conflict, notFound } from '@/server/platform/http/http-errors'
import { EXPORT_KINDS } from './export-kinds'
import { companyExports } from './export-schema'

type ExportRow = typeof companyExports.$inferSelect

const toCompanyExport = (row: ExportRow): CompanyExport => ({
  id: row.id,
  status: row.status,
  total_rows: row.total_rows,
  rows_written: row.rows_written,
  created_at: row.created_at.toISOString(),
  finished_at: row.finished_at?.toISOString() ?? null,
  error: row.error,
  download_url: `/api/company/exports/${row.id}/download`,
})

/** The rows of every file of the company's export, in one statement. */
export async function countExportRows(db: Db, companyId: string): Promise<number> {
  const counts = sql.join(
    EXPORT_KINDS.map((kind) => sql`(select count(*) from ${kind.scope(companyId)})`),
    sql` + `,
  )
  const [row] = rowsOf<{ total: number | string }>(await db.execute(sql`select (${counts})::int as total`))
  return Number(row!.total)
}

/**
 * A new export of the company's data, its rows counted up front for the page's progress bar
 * (docs/product.md#company-export). Counted after the export's own row is written, as exports.json holds it too.
 */
export async function createCompanyExport(db: Db, companyId: string, requestedBy: string): Promise<CompanyExport> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(companyExports)
      .values({ company_id: companyId, requested_by: requestedBy, total_rows: 0 })
      .returning()
    const total = await countExportRows(tx, companyId)
    const [counted] = await tx.update(companyExports).set({ total_rows: total }).where(eq(companyExports.id, created!.id)).returning()
    return toCompanyExport(counted!)
  })
}

/** The company's export, or 404: another company's export is not found either (docs/decisions/082-roles.md). */
export async function getCompanyExport(db: Db, companyId: string, exportId: string): Promise<CompanyExport> {
  const [row] = await db
    .select()
    .from(companyExports)
    .where(and(eq(companyExports.id, exportId), eq(companyExports.company_id, companyId)))
  if (!row) throw notFound(COMPANY_EXPORT_MESSAGES.notFound)
  return toCompanyExport(row)
}

export type ClaimedExport = { id: string; companyId: string; companyName: string; createdAt: Date }

/**
 * Marks a ready export running, in one statement, so that of two downloads of one export only one streams it: the
 * archive is written once, and its progress counts one download (docs/decisions/102-company-export.md).
 */
export async function claimCompanyExport(db: Db, companyId: string, exportId: string): Promise<ClaimedExport> {
  const [claimed] = await db
    .update(companyExports)
    .set({ status: 'running', started_at: sql`now()` })
    .where(and(eq(companyExports.id, exportId), eq(companyExports.company_id, companyId), eq(companyExports.status, 'ready')))
    .returning({ id: companyExports.id, createdAt: companyExports.created_at })
  if (!claimed) {
    await getCompanyExport(db, companyId, exportId)
    throw conflict(COMPANY_EXPORT_MESSAGES.alreadyDownloaded)
  }
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId))
  return { id: claimed.id, companyId, companyName: company?.name ?? 'company', createdAt: claimed.createdAt }
}

/** Rows written so far, while the export runs. */
export async function saveExportProgress(db: Db, exportId: string, rowsWritten: number): Promise<void> {
  await db.update(companyExports).set({ rows_written: rowsWritten }).where(eq(companyExports.id, exportId))
}

/** How the download ended; only a running export ends, so a second report of one ending changes nothing. */
export async function endCompanyExport(
  db: Db,
  exportId: string,
  outcome: { status: Extract<ExportStatus, 'finished' | 'failed'>; rowsWritten: number; error?: string },
): Promise<void> {
  await db
    .update(companyExports)
    .set({ status: outcome.status, rows_written: outcome.rowsWritten, finished_at: sql`now()`, error: outcome.error ?? null })
    .where(and(eq(companyExports.id, exportId), eq(companyExports.status, 'running')))
}
