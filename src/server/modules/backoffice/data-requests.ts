import { desc, sql } from 'drizzle-orm'
import { DATA_REQUEST_FINGERPRINT_CHARS, type DataRequestsPage, DATA_REQUESTS_PAGE_SIZE } from '@/shared/backoffice/data-requests'
import { PERSON_DATA_KINDS } from '@/shared/schemas/person-data'
import { personDataRequests } from '@/server/modules/people'
import type { Db } from '@/server/platform/db/client'
import { decodeCursor, encodeCursor, isEpochMicros, isUuid, type CursorShape } from '@/server/platform/http/page-cursor'

// People's data requests for the back office (docs/product.md#back-office): what each found or removed and when, with a
// short fingerprint of the address's keyed hash; the address itself is held nowhere (docs/decisions/104-a-persons-data.md).

// The cursor is the last request's time in microseconds since the epoch and its id, as the server writes them: digits
// and a uuid (platform/http/page-cursor.ts).
const CURSOR: CursorShape = { position: isEpochMicros, id: isUuid }

const table = personDataRequests
const requestedMicros = sql<string>`(extract(epoch from ${table.requested_at}) * 1000000)::bigint::text`

/** One page of the requests, newest first. */
export async function listDataRequests(db: Db, cursor?: string, limit = DATA_REQUESTS_PAGE_SIZE): Promise<DataRequestsPage> {
  const after = cursor ? decodeCursor(cursor, CURSOR) : null
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
