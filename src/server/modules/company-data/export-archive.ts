import { Readable } from 'node:stream'
import { sql, type SQL } from 'drizzle-orm'
import { ZipFile } from 'yazl'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { EXPORT_KINDS, type ExportKind, type KeyColumn } from './export-kinds'
import { renderExportReadme } from './export-readme'

const DEFAULT_BATCH = 1000
/** Rows between two writes of the progress: a write per page would double the export's statements. */
export const PROGRESS_EVERY = 5000

type Page = { rows: string[]; last: string[] | undefined }

const castTo = (value: string, type: KeyColumn['type']) => sql`${value}::${sql.raw(type)}`
const keyRef = (key: KeyColumn) => sql`t.${sql.identifier(key.column)}`

/**
 * Rows after `after` in the order of `key`: the leading key column's bound first, so the index range starts at the
 * previous page's end instead of the company's first row, then the exact keyset condition for ties.
 */
function keysetAfter(key: KeyColumn[], after: string[]): SQL {
  const beyond = (item: KeyColumn) => sql.raw(item.descending ? '<' : '>')
  const ties = key.map((item, index) =>
    sql.join(
      [
        ...key.slice(0, index).map((earlier, at) => sql`${keyRef(earlier)} = ${castTo(after[at]!, earlier.type)}`),
        sql`${keyRef(item)} ${beyond(item)} ${castTo(after[index]!, item.type)}`,
      ],
      sql` and `,
    ),
  )
  const [first] = key
  const bound = sql`${keyRef(first!)} ${sql.raw(first!.descending ? '<=' : '>=')} ${castTo(after[0]!, first!.type)}`
  return sql`and ${bound} and ((${sql.join(ties, sql`) or (`)}))`
}

/** One page of a file's rows, each already JSON text built by the database (timestamps keep their microseconds). */
async function readPage(db: Db, kind: ExportKind, companyId: string, after: string[] | undefined): Promise<Page> {
  const fields = sql.join(
    Object.keys(kind.columns).map((column) => sql`${column}::text, ${kind.expressions?.[column] ?? sql`t.${sql.identifier(column)}`}`),
    sql`, `,
  )
  const keys = sql.join(
    kind.key.map((key, index) => sql`${keyRef(key)}::text as ${sql.identifier(`k${index}`)}`),
    sql`, `,
  )
  const order = sql.join(
    kind.key.map((key) => sql`${keyRef(key)} ${sql.raw(key.descending ? 'desc' : 'asc')}`),
    sql`, `,
  )
  const batch = kind.batch ?? DEFAULT_BATCH
  const result = await db.execute(
    sql`select json_build_object(${fields})::text as row, ${keys} from ${kind.scope(companyId)} ${after ? keysetAfter(kind.key, after) : sql``} order by ${order} limit ${batch}`,
  )
  const rows = rowsOf<Record<string, string>>(result)
  const last = rows.length === batch ? kind.key.map((_, index) => rows.at(-1)![`k${index}`]!) : undefined
  return { rows: rows.map((row) => row.row!), last }
}

/** A file as one JSON array, written a page at a time: only the page being written is ever held. */
async function* writeKind(db: Db, kind: ExportKind, companyId: string, onRows: (count: number) => Promise<void>): AsyncGenerator<Buffer> {
  let after: string[] | undefined
  let written = 0
  do {
    const page = await readPage(db, kind, companyId, after)
    if (page.rows.length) {
      yield Buffer.from(`${written ? ',\n' : '[\n'}${page.rows.join(',\n')}`)
      written += page.rows.length
      await onRows(page.rows.length)
    }
    after = page.last
  } while (after)
  yield Buffer.from(written ? '\n]\n' : '[]\n')
}

export type ExportProgress = {
  /** Called every PROGRESS_EVERY rows, awaited before the next page is read. */
  save: (rowsWritten: number) => Promise<void>
}

export type ExportArchive = {
  /** The zip, read as fast as the client takes it: a page is read only when the previous one has been compressed. */
  stream: Readable
  rowsWritten: () => number
  /** Stops reading, when the client has gone. */
  abort: () => void
}

/** The company's whole export as one streamed zip (docs/product.md#company-export): README.md, then one file per kind. */
export function writeCompanyArchive(
  db: Db,
  { companyId, companyName, createdAt }: { companyId: string; companyName: string; createdAt: Date },
  progress: ExportProgress,
  kinds: ExportKind[] = EXPORT_KINDS,
): ExportArchive {
  const zip = new ZipFile()
  const mtime = createdAt
  let rowsWritten = 0
  let savedAt = 0
  const open: Readable[] = []
  const onRows = async (count: number) => {
    rowsWritten += count
    if (rowsWritten - savedAt < PROGRESS_EVERY) return
    savedAt = rowsWritten
    await progress.save(rowsWritten)
  }
  zip.addBuffer(Buffer.from(renderExportReadme(kinds, { companyName, createdAt })), 'README.md', { mtime })
  for (const kind of kinds)
    // Lazy: a file's reader starts only when the zip reaches it, so one file is read at a time.
    zip.addReadStreamLazy(kind.file, { mtime }, (done) => {
      const stream = Readable.from(writeKind(db, kind, companyId, onRows), { objectMode: false })
      open.push(stream)
      done(null, stream)
    })
  zip.end()
  const output = zip.outputStream as Readable
  // yazl reports a file's failed reader on the ZipFile, not on its output: the output must end with that error too,
  // or the response would wait for bytes that never come.
  zip.on('error', (error: Error) => output.destroy(error))
  return {
    stream: output,
    rowsWritten: () => rowsWritten,
    abort: () => {
      for (const stream of open) stream.destroy()
    },
  }
}
