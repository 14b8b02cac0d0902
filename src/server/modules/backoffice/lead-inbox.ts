import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm'
import type { LeadFilterOptions, LeadFilters } from '@/shared/schemas/admin-leads'
import { leads } from '@/server/modules/funnels'
import type { Db } from '@/server/platform/db/client'
import { decodeCursor, encodeCursor, isUuid, type CursorShape } from '@/server/platform/http/page-cursor'
import { rowsOf } from '@/server/platform/db/raw-sql'

// The back office's inbox (docs/product.md#back-office): leads newest first, a keyset page at a time, so the 100,000th
// lead costs what the first does. Each filter matches an index that leads with its column and ends with
// (created_at desc, id desc), and the order is written exactly as those indexes are (nulls last), so PostgreSQL reads
// the page straight off an index instead of sorting every match.

const DAY_MS = 86_400_000

/** The cursor: the last lead's created_at in microseconds since the epoch (a Date keeps only milliseconds) and its id. */
export type LeadCursor = { micros: string; id: string }

// Digits (before 1970 too) and a uuid (platform/http/page-cursor.ts).
const CURSOR: CursorShape = { position: (micros) => /^-?\d{1,17}$/.test(micros), id: isUuid }

export function encodeLeadCursor({ micros, id }: LeadCursor): string {
  return encodeCursor(micros, id)
}

/** Digits and a uuid, or a 400: nothing a client sends can make the query fail to cast. */
export function decodeLeadCursor(cursor: string): LeadCursor {
  const [micros, id] = decodeCursor(cursor, CURSOR)
  return { micros, id }
}

/** `%` and `_` match themselves in the search, as people expect. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** The WHERE of the filters; `after` continues past a page's last lead. */
export function leadConditions(filters: LeadFilters, after?: LeadCursor): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.source ? eq(leads.source, filters.source) : undefined,
    filters.status ? eq(leads.status, filters.status) : undefined,
    filters.industry ? eq(leads.industry, filters.industry) : undefined,
    filters.stage ? eq(leads.stage, filters.stage) : undefined,
    filters.ref ? eq(leads.ref, filters.ref) : undefined,
    filters.from ? gte(leads.created_at, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(leads.created_at, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)) : undefined,
    filters.q
      ? or(sql`${leads.company_name} ilike ${likePattern(filters.q)}`, sql`${leads.contact_email} ilike ${likePattern(filters.q)}`)
      : undefined,
    after
      ? sql`(${leads.created_at}, ${leads.id}) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
      : undefined,
  ]
  return and(...conditions)
}

/** Newest first, written as the indexes are. */
export const LEAD_ORDER = [sql`${leads.created_at} desc nulls last`, sql`${leads.id} desc nulls last`]

export type LeadRow = Omit<
  typeof leads.$inferSelect,
  'quiz_submission_id' | 'demo_lead_id' | 'improved_assessment_id' | 'figures' | 'company_id'
> & {
  micros: string
}

type LeadJson = Omit<LeadRow, 'created_at'> & { created_at: string }

/**
 * A page of `limit` leads after `after`, and the cursor past its last one (none when no lead follows), for the CSV
 * export. The page comes back as one JSON value, which the embedded database hands over several times faster than
 * rows of 12 columns (docs/decisions/108-back-office.md).
 */
export async function readLeadPage(db: Db, filters: LeadFilters, limit: number, after?: LeadCursor) {
  const where = leadConditions(filters, after)
  const result = await db.execute(sql`
    select coalesce(json_agg(page order by page.created_at desc, page.id desc), '[]')::text as page from (
      select ${leads.id}, ${leads.source}, ${leads.company_name}, ${leads.contact_name}, ${leads.contact_email},
        ${leads.industry}, ${leads.monthly_savings}, ${leads.status}, ${leads.stage}, ${leads.ref}, ${leads.created_at},
        (extract(epoch from ${leads.created_at}) * 1000000)::bigint::text as micros
      from ${leads} ${where ? sql`where ${where}` : sql``}
      order by ${sql.join(LEAD_ORDER, sql`, `)}
      limit ${limit + 1}) page`)
  const rows = (JSON.parse(rowsOf<{ page: string }>(result)[0]!.page) as LeadJson[]).map((row): LeadRow => ({
    ...row,
    created_at: new Date(row.created_at),
  }))
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return { rows: page, next: rows.length > limit && last ? { micros: last.micros, id: last.id } : undefined }
}

/**
 * GET /api/admin/leads: the page's JSON body, written by the database (docs/decisions/108-back-office.md). The inbox's
 * answer is the most frequent read of the back office; built in SQL it skips parsing, re-dating, validating and
 * serialising 50 leads in the one JavaScript thread the embedded database shares. Its shape is leadsPageSchema's, which
 * the API tests check.
 */
export async function readLeadsPageJson(db: Db, filters: LeadFilters & { cursor?: string; limit: number }): Promise<string> {
  const { limit } = filters
  const result = await db.execute(sql`
    select
      coalesce(json_agg(json_build_object(
        'id', p.id, 'source', p.source, 'company_name', p.company_name, 'contact_name', p.contact_name,
        'contact_email', p.contact_email, 'industry', p.industry, 'monthly_savings', p.monthly_savings,
        'status', p.status, 'stage', p.stage, 'ref', p.ref,
        'created_at', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      ) order by p.n) filter (where p.n <= ${limit}::int), '[]')::text as leads,
      count(*) > ${limit}::int as more,
      max(p.micros) filter (where p.n = ${limit}::int) as last_micros,
      max(p.id::text) filter (where p.n = ${limit}::int) as last_id
    from (${leadsPageRows(filters)}) p`)
  const [row] = rowsOf<{ leads: string; more: boolean; last_micros: string | null; last_id: string | null }>(result)
  const next = row?.more && row.last_micros && row.last_id ? encodeLeadCursor({ micros: row.last_micros, id: row.last_id }) : null
  return `{"leads":${row?.leads ?? '[]'},"next_cursor":${JSON.stringify(next)}}`
}

/**
 * The inbox page's rows and one more, numbered in index order: the query that must read straight off an index (the
 * query-plan test explains it on both databases).
 */
export function leadsPageRows(filters: LeadFilters & { cursor?: string; limit: number }): SQL {
  const where = leadConditions(filters, filters.cursor ? decodeLeadCursor(filters.cursor) : undefined)
  return sql`
      select ${leads.id}, ${leads.source}, ${leads.company_name}, ${leads.contact_name}, ${leads.contact_email},
        ${leads.industry}, ${leads.monthly_savings}, ${leads.status}, ${leads.stage}, ${leads.ref}, ${leads.created_at},
        (extract(epoch from ${leads.created_at}) * 1000000)::bigint::text as micros,
        row_number() over (order by ${sql.join(LEAD_ORDER, sql`, `)}) as n
      from ${leads} ${where ? sql`where ${where}` : sql``}
      order by ${sql.join(LEAD_ORDER, sql`, `)}
      limit ${filters.limit + 1}`
}

/** How many leads match, for the export's progress. */
export async function countLeads(db: Db, filters: LeadFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leads)
    .where(leadConditions(filters))
  return row?.count ?? 0
}

/** The industries, stages and refs the leads hold, each sorted, for the filter menus. */
export async function getLeadFilterOptions(db: Db): Promise<LeadFilterOptions> {
  const distinct = async (column: typeof leads.industry | typeof leads.stage | typeof leads.ref) => {
    const rows = await db
      .selectDistinct({ value: column })
      .from(leads)
      .where(sql`${column} is not null and ${column} <> ''`)
      .orderBy(column)
    return rows.map((row) => row.value!).filter((value) => value !== null)
  }
  const [industries, stages, refs] = await Promise.all([distinct(leads.industry), distinct(leads.stage), distinct(leads.ref)])
  return { industries, stages, refs }
}
