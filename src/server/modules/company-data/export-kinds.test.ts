import type { Readable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXPORT_FILES } from '@/shared/schemas/company-export'
import type { Database } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { openTestDatabase } from '@/server/test/test-app'
import { PROGRESS_EVERY, writeCompanyArchive } from './export-archive'
import { EXPORT_KINDS, TABLES_LEFT_OUT } from './export-kinds'
import { readZipEntries } from './export-unzip'

// What the export holds is decided table by table and column by column (docs/decisions/102-company-export.md): a table
// or column added later fails here until it is exported or left out with a reason.

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

async function columnsOf(): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ table_name: string; column_name: string }>(
    await database.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
    ),
  )
  const tables = new Map<string, string[]>()
  for (const row of rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name])
  return tables
}

describe('what the export holds', () => {
  it('exports every table with a company_id, or says why not', async () => {
    const withCompany = [...(await columnsOf()).entries()].filter(([, columns]) => columns.includes('company_id')).map(([table]) => table)
    const accounted = new Set([...EXPORT_KINDS.map((kind) => kind.table), ...Object.keys(TABLES_LEFT_OUT)])
    expect(withCompany.filter((table) => !accounted.has(table))).toEqual([])
  })

  it('writes or leaves out, with a reason, every column of each table it exports', async () => {
    const tables = await columnsOf()
    const unaccounted = EXPORT_KINDS.flatMap((kind) =>
      (tables.get(kind.table) ?? [`${kind.table} does not exist`])
        .filter((column) => !(column in kind.columns) && !(column in kind.leftOut) && column !== 'company_id')
        .map((column) => `${kind.table}.${column}`),
    )
    expect(unaccounted).toEqual([])
    const unknown = EXPORT_KINDS.flatMap((kind) =>
      [...Object.keys(kind.columns), ...Object.keys(kind.leftOut)].filter((column) => !tables.get(kind.table)?.includes(column)),
    )
    expect(unknown).toEqual([])
  })

  it('has one kind per file the page lists, in its order', () => {
    expect(EXPORT_KINDS.map((kind) => kind.file)).toEqual(EXPORT_FILES.map((file) => file.file))
  })
})

describe('the archive stream', () => {
  const SIGNALS = 12_345

  it('reads page by page as the archive is taken, saving the progress every few thousand rows', async () => {
    const [company] = rowsOf<{ id: string }>(await database.db.execute(sql`insert into companies (name) values ('Stream Co') returning id`))
    await database.db.execute(sql`insert into signals (company_id, signal, status, created_at)
      select ${company!.id}, 'lead.scored', 'processed', timestamptz '2026-01-01T00:00:00Z' + (n % 10) * interval '1 millisecond'
      from generate_series(1, ${SIGNALS}) n`)
    const saved: number[] = []
    const archive = writeCompanyArchive(
      database.db,
      { companyId: company!.id, companyName: 'Stream Co', createdAt: new Date() },
      { save: async (rows) => void saved.push(rows) },
    )
    // What had been read from the database when each chunk of the zip came out: far less than all of it, early on.
    const readAtChunk: number[] = []
    const chunks: Buffer[] = []
    for await (const chunk of archive.stream as Readable) {
      readAtChunk.push(archive.rowsWritten())
      chunks.push(chunk as Buffer)
    }
    expect(readAtChunk[0]).toBeLessThan(SIGNALS)
    // A save once PROGRESS_EVERY rows have gone by since the last, at the end of a page of a thousand.
    expect(saved).toHaveLength(Math.floor(SIGNALS / PROGRESS_EVERY))
    expect(
      saved.every(
        (rows, index) => rows - (saved[index - 1] ?? 0) >= PROGRESS_EVERY && rows - (saved[index - 1] ?? 0) < PROGRESS_EVERY + 1000,
      ),
    ).toBe(true)
    const signals = JSON.parse(readZipEntries(Buffer.concat(chunks)).get('signals.json')!.toString()) as {
      id: string
      created_at: string
    }[]
    expect(new Set(signals.map((signal) => signal.id)).size).toBe(SIGNALS)
    // Newest first, as the index orders them.
    const times = signals.map((signal) => Date.parse(signal.created_at))
    expect(times.every((time, index) => index === 0 || time <= times[index - 1]!)).toBe(true)
    expect(archive.rowsWritten()).toBe(SIGNALS + 1)
  }, 60_000)
})
