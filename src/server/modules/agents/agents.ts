import { and, asc, desc, eq, gte, or, sql, type SQL } from 'drizzle-orm'
import { findCatalogueAgent, type CatalogueAgent } from '@/shared/agents/catalogue'
import { healthWithApprovals } from '@/shared/agents/health'
import { rankAgentsForCompany, type RankedAgentForCompany } from '@/shared/agents/rank-agents'
import type { OnboardingStepId } from '@/shared/wizards/onboarding-steps'
import { SIGNALS_PAGE_DEFAULT, type Agent, type AgentsSummary, type Signal, type SignalsPage } from '@/shared/schemas/agents'
import type { SignalFilters } from '@/shared/schemas/signal-filters'
import type { Database, Db } from '@/server/platform/db/client'
import { preparedQuery } from '@/server/platform/db/prepared'
import { createFirstPageCache, type ChangeSubscriber } from './first-page-cache'
import { agents, signals } from '@/server/modules/runtime'
import { onboardingSubmissions } from '@/server/modules/onboarding'
import { badRequest, notFound } from '@/server/platform/http/http-errors'
import { decodeCursor, encodeCursor, TIMESTAMP_CURSOR } from '@/server/platform/http/page-cursor'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { notifyAgentChange } from '@/server/modules/runtime'
import { enqueueResume } from '@/server/modules/runtime'
import { getProgress, saveProgress } from '@/server/modules/onboarding'

type AgentRow = typeof agents.$inferSelect
// What a signal shows in a list; its payload and sending run stay in the table.
type SignalListRow = Omit<typeof signals.$inferSelect, 'payload' | 'from_run_id'>

/** An agent as the API shows it: its health with its drafts waiting in Approvals counted (docs/decisions/106-ai-writing.md). */
export function toAgent(row: AgentRow): Agent {
  return {
    ...row,
    health: healthWithApprovals(row.health, row.awaiting_approvals),
    last_activity: row.last_activity?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }
}

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

async function getLatestSubmission(db: Db, companyId: string) {
  const [row] = await db
    .select({ data: onboardingSubmissions.data })
    .from(onboardingSubmissions)
    .where(eq(onboardingSubmissions.company_id, companyId))
    .orderBy(desc(onboardingSubmissions.version))
    .limit(1)
  return row?.data
}

/** The catalogue ranked for the company's latest questionnaire (docs/product.md#recommendation-ranking). */
export async function getRecommendations(db: Db, companyId: string): Promise<RankedAgentForCompany[]> {
  return rankAgentsForCompany(await getLatestSubmission(db, companyId))
}

export async function listAgents(db: Db, companyId: string): Promise<Agent[]> {
  const rows = await db
    .select()
    .from(agents)
    .where(eq(agents.company_id, companyId))
    .orderBy(asc(agents.created_at), asc(agents.catalogue_id))
  return rows.map(toAgent)
}

const DEPLOYED_STEPS: OnboardingStepId[] = ['agent-recommendations', 'deployment']

/**
 * Deploys catalogue agents for a company in one transaction: new ones start active, health 100,
 * counters 0; ones it already has stay as they are (idempotent). No ids → the recommended set.
 * An unknown id refuses the whole request before anything is written.
 */
export async function deployAgents(db: Db, companyId: string, agentIds: string[] | undefined): Promise<Agent[]> {
  const chosen: CatalogueAgent[] = []
  if (agentIds) {
    const unknown = agentIds.filter((id) => !findCatalogueAgent(id))
    if (unknown.length) throw badRequest(`Unknown agent: ${unknown.join(', ')}`, [{ path: 'agentIds', message: 'Unknown agent' }])
    for (const id of new Set(agentIds)) chosen.push(findCatalogueAgent(id)!)
  } else {
    chosen.push(...(await getRecommendations(db, companyId)))
  }
  await db.transaction(async (tx) => {
    const values = chosen.map((agent) => ({
      company_id: companyId,
      catalogue_id: agent.id,
      name: agent.name,
      display_name: agent.display_name,
      agent_type: agent.agent_type,
      context_id: agent.context_id,
      intent: agent.intent,
      signals: [...agent.signals],
      tools_used: [...agent.tools_used],
      output: agent.output,
      personality: agent.personality,
      avatar_color: agent.avatar_color,
      description: agent.description,
    }))
    await tx
      .insert(agents)
      .values(values)
      .onConflictDoNothing({ target: [agents.company_id, agents.catalogue_id] })
    const progress = await getProgress(tx, companyId)
    await saveProgress(tx, companyId, {
      current_step: 'completed',
      steps_completed: [...(progress?.steps_completed ?? []), ...DEPLOYED_STEPS],
    })
  })
  return listAgents(db, companyId)
}

/**
 * Pauses or activates one of the company's agents; another company's agent is not found.
 * Activation queues the agent's waiting runs in the same transaction, so they run in order (docs/product.md#agent-runtime).
 */
export async function setAgentStatus(
  db: Db,
  jobs: JobQueue,
  companyId: string,
  agentId: string,
  status: 'active' | 'paused',
): Promise<Agent> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(agents)
      .set({ status })
      .where(and(eq(agents.id, agentId), eq(agents.company_id, companyId)))
      .returning()
    if (!row) throw notFound('Agent not found')
    if (status === 'active') await enqueueResume(jobs, tx, row.id)
    await notifyAgentChange(tx, { company_id: companyId, agent_ids: [row.id], signals: false })
    return toAgent(row)
  })
}

// The dashboard reads these on every visit, over a table that grows without bound: prepared statements that walk
// the company/created_at/id index (bench: first page of a 1 000 000-signal company).
const SIGNAL_COLUMNS = `s.id, s.company_id, s.from_agent_id, s.to_agent_id, s.signal, s.status, s.created_at,
  s.to_catalogue_id, s.reason, s.depth, s.processed_at, s.personal_data_withheld, s.created_at::text as stamp`
const SIGNALS_PAGE_SQL = `select ${SIGNAL_COLUMNS} from signals s where s.company_id = $1
  order by s.created_at desc, s.id asc limit $2`
const SIGNALS_AFTER_SQL = `select ${SIGNAL_COLUMNS} from signals s where s.company_id = $1
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
