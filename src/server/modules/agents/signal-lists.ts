import { and, asc, desc, eq, gte, or, sql, type SQL } from 'drizzle-orm'
import { SIGNALS_PAGE_DEFAULT, type AgentsSummary, type Signal, type SignalsPage } from '@/shared/schemas/agents'
import type { SignalFilters } from '@/shared/schemas/signal-filters'
import { agents, signals } from '@/server/modules/runtime'
import type { Database, Db } from '@/server/platform/db/client'
import { preparedQuery } from '@/server/platform/db/prepared'
import { notFound } from '@/server/platform/http/http-errors'
import { decodeCursor, encodeCursor, TIMESTAMP_CURSOR } from '@/server/platform/http/page-cursor'
import { getLatestSubmission } from './agent-deployment'
import { createFirstPageCache, type ChangeSubscriber } from './first-page-cache'

// The dashboard's signals: the list a page at a time, filtered or not, and the summary cards' counts.

// What a signal shows in a list; its payload and sending run stay in the table.
type SignalListRow = Omit<typeof signals.$inferSelect, 'payload' | 'from_run_id'>

export function toSignal(row: SignalListRow): Signal {
  return {
    id: row.id,
    company_id: row.company_id,
    from_agent_id: row.from_agent_id,
    to_agent_id: row.to_agent_id,
    signal: row.signal,
    status: row.status,
    created_at: row.created_at.toISOString(),
    to_catalogue_id: row.to_catalogue_id,
    reason: row.reason,
    depth: row.depth,
    processed_at: row.processed_at?.toISOString() ?? null,
    personal_data_withheld: row.personal_data_withheld,
  }
}

// The dashboard reads these on every visit, over a table that grows without bound: prepared statements that walk
// the company/created_at/id index (bench: first page of a 1 000 000-signal company; the query-plan test checks it).
const SIGNAL_COLUMNS = `s.id, s.company_id, s.from_agent_id, s.to_agent_id, s.signal, s.status, s.created_at,
  s.to_catalogue_id, s.reason, s.depth, s.processed_at, s.personal_data_withheld, s.created_at::text as stamp`
export const SIGNALS_PAGE_SQL = `select ${SIGNAL_COLUMNS} from signals s where s.company_id = $1
  order by s.created_at desc, s.id asc limit $2`
export const SIGNALS_AFTER_SQL = `select ${SIGNAL_COLUMNS} from signals s where s.company_id = $1
  and (s.created_at < $3::timestamptz or (s.created_at = $3::timestamptz and s.id > $4))
  order by s.created_at desc, s.id asc limit $2`

// The cursor's exact timestamp beside what toSignal reads.
type SignalPageRow = SignalListRow & { stamp: string }

function toSignalsPage(rows: SignalPageRow[], limit: number): SignalsPage {
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    signals: page.map(({ stamp: _stamp, ...row }) => toSignal(row)),
    next_cursor: rows.length > limit && last ? encodeCursor(last.stamp, last.id) : null,
  }
}

/** The signals that match the filters, a page at a time; the agent filter must name one of the company's agents. */
async function readFilteredPage(db: Db, companyId: string, filters: SignalFilters, limit: number, cursor?: string): Promise<SignalsPage> {
  if (filters.agent) {
    const [owned] = await db
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.id, filters.agent), eq(agents.company_id, companyId)))
    // Another company's agent is not found (docs/product.md#roles), whatever its signals.
    if (!owned) throw notFound('Agent not found')
  }
  const conditions: SQL[] = [eq(signals.company_id, companyId)]
  if (filters.agent) conditions.push(or(eq(signals.from_agent_id, filters.agent), eq(signals.to_agent_id, filters.agent))!)
  if (filters.signal) conditions.push(eq(signals.signal, filters.signal))
  if (filters.status) conditions.push(eq(signals.status, filters.status))
  if (cursor) {
    const [stamp, id] = decodeCursor(cursor, TIMESTAMP_CURSOR)
    conditions.push(
      sql`(${signals.created_at} < ${stamp}::timestamptz or (${signals.created_at} = ${stamp}::timestamptz and ${signals.id} > ${id}))`,
    )
  }
  const rows = await db
    .select({
      id: signals.id,
      company_id: signals.company_id,
      from_agent_id: signals.from_agent_id,
      to_agent_id: signals.to_agent_id,
      signal: signals.signal,
      status: signals.status,
      created_at: signals.created_at,
      to_catalogue_id: signals.to_catalogue_id,
      reason: signals.reason,
      depth: signals.depth,
      processed_at: signals.processed_at,
      personal_data_withheld: signals.personal_data_withheld,
      stamp: sql<string>`${signals.created_at}::text`,
    })
    .from(signals)
    .where(and(...conditions))
    .orderBy(desc(signals.created_at), asc(signals.id))
    .limit(limit + 1)
  return toSignalsPage(rows, limit)
}

const hasFilters = (filters: SignalFilters) => Boolean(filters.agent || filters.signal || filters.status)

/**
 * A page of the company's signals, newest first (keyset pagination on the company/created_at/id index), optionally
 * filtered by agent, signal name and status (docs/decisions/092). On the embedded database the default unfiltered
 * first page, which every dashboard visit reads, is kept until the company's next signal change (docs/decisions/018).
 */
export function createSignalsLister(database: Database, subscribe: ChangeSubscriber) {
  const firstPage = preparedQuery<SignalPageRow>(database, 'signals_first_page', ['uuid', 'int'], SIGNALS_PAGE_SQL)
  const pageAfter = preparedQuery<SignalPageRow>(database, 'signals_page_after', ['uuid', 'int', 'timestamptz', 'uuid'], SIGNALS_AFTER_SQL)
  const readFirst = async (companyId: string, limit: number) => toSignalsPage(await firstPage([companyId, String(limit + 1)]), limit)
  const cachedFirst =
    database.kind === 'pglite' ? createFirstPageCache(subscribe, (companyId) => readFirst(companyId, SIGNALS_PAGE_DEFAULT)) : null
  return async (companyId: string, limit: number, cursor?: string, filters: SignalFilters = {}): Promise<SignalsPage> => {
    if (hasFilters(filters)) return readFilteredPage(database.db, companyId, filters, limit, cursor)
    if (cursor) return toSignalsPage(await pageAfter([companyId, String(limit + 1), ...decodeCursor(cursor, TIMESTAMP_CURSOR)]), limit)
    return cachedFirst && limit === SIGNALS_PAGE_DEFAULT ? cachedFirst(companyId) : readFirst(companyId, limit)
  }
}

/** What the dashboard cards need beyond the lists: today's signals and the hours the questionnaire hopes to save. */
export async function getAgentsSummary(db: Db, companyId: string): Promise<AgentsSummary> {
  const [today] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signals)
    .where(and(eq(signals.company_id, companyId), gte(signals.created_at, sql`date_trunc('day', now())`)))
  const submission = await getLatestSubmission(db, companyId)
  return { signals_today: today?.n ?? 0, hours_saved_weekly: submission ? submission.onboarding.time_savings : null }
}
