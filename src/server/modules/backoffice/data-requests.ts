import { desc, sql } from 'drizzle-orm'
import { DATA_REQUEST_FINGERPRINT_CHARS, type DataRequestsPage, DATA_REQUESTS_PAGE_SIZE } from '@/shared/backoffice/data-requests'
import { PERSON_DATA_KINDS } from '@/shared/schemas/person-data'
import { personDataRequests } from '@/server/modules/people'
import type { Db } from '@/server/platform/db/client'
import { badRequest } from '@/server/platform/http/http-errors'

// People's data requests for the back office (docs/product.md#back-office): what each found or removed and when, with a
// short fingerprint of the address's keyed hash; the address itself is held nowhere (docs/decisions/104-a-persons-data.md).

// The cursor is the last request's time in microseconds since the epoch and its id: digits and a uuid, checked here, so
// nothing a client sends can make the query fail to cast (a 400, never a 500).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const invalidCursor = () => badRequest('Invalid cursor', [{ path: 'cursor', message: 'Invalid cursor' }])

const encodeCursor = (micros: string, id: string) => Buffer.from(JSON.stringify([micros, id])).toString('base64url')

function decodeCursor(cursor: string): [string, string] {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw invalidCursor()
  }
  if (!Array.isArray(value) || value.length !== 2) throw invalidCursor()
  const [micros, id] = value as unknown[]
  if (typeof micros !== 'string' || typeof id !== 'string' || !/^\d{1,17}$/.test(micros) || !UUID.test(id)) throw invalidCursor()
  return [micros, id]
}

const table = personDataRequests
const requestedMicros = sql<string>`(extract(epoch from ${table.requested_at}) * 1000000)::bigint::text`

/** One page of the requests, newest first. */
export async function listDataRequests(db: Db, cursor?: string, limit = DATA_REQUESTS_PAGE_SIZE): Promise<DataRequestsPage> {
  const after = cursor ? decodeCursor(cursor) : null
  const rows = await db
    .select({
      id: table.id,
      kind: table.kind,
      requested_at: table.requested_at,
      counts: table.counts,
      fingerprint: sql<string>`left(${table.address_hash}, ${DATA_REQUEST_FINGERPRINT_CHARS})`,
      micros: requestedMicros,
    })
    .from(table)
    .where(
      after
        ? sql`(${table.requested_at}, ${table.id}) < (timestamptz 'epoch' + ${after[0]}::bigint * interval '1 microsecond', ${after[1]}::uuid)`
        : undefined,
    )
    .orderBy(desc(table.requested_at), desc(table.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    requests: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      requested_at: row.requested_at.toISOString(),
      counts: PERSON_DATA_KINDS.map((kind) => ({ kind, count: row.counts[kind] ?? 0 })),
      fingerprint: row.fingerprint,
    })),
    next_cursor: rows.length > limit && last ? encodeCursor(last.micros, last.id) : null,
  }
}
