import { and, asc, count, desc, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm'
import type { ActivityPage, AgentDetail, AgentRun } from '@/shared/schemas/agents'
import type { Db } from '@/server/platform/db/client'
import { agents, signals } from '@/server/modules/runtime'
import { agentDrafts, agentRuns } from '@/server/modules/runtime'
import { notFound } from '@/server/platform/http/http-errors'
import { HEALTH_WINDOW } from '@/shared/agents/health'
import { parseDraftGrades } from '@/shared/ai/graders/draft-grades'
import { toAgent } from './company-agents'
import { toSignal } from './signal-lists'
import { decodeCursor, encodeCursor, TIMESTAMP_CURSOR } from '@/server/platform/http/page-cursor'

const SIGNALS_SHOWN = 20

/** What the run's "How it decided" shows of how its e-mail was written: prompt, model, tokens and latency. */
const writingColumns = {
  draft_id: agentDrafts.id,
  status: agentDrafts.status,
  writer: agentDrafts.writer,
  provider: agentDrafts.provider,
  model: agentDrafts.model,
  fallback_reason: agentDrafts.fallback_reason,
  input_tokens: agentDrafts.input_tokens,
  output_tokens: agentDrafts.output_tokens,
  latency_ms: agentDrafts.latency_ms,
  cost_micros: agentDrafts.cost_micros,
  prompt: agentDrafts.prompt,
  grades: agentDrafts.grades,
}

type Writing = { [K in keyof typeof writingColumns]: (typeof writingColumns)[K]['_']['data'] | null }

function toRun(row: typeof agentRuns.$inferSelect, writing: Writing | null = null): AgentRun {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    depth: row.depth,
    summary: row.summary,
    inputs: row.inputs,
    steps: row.steps,
    error: row.error,
    health_after: row.health_after,
    event_id: row.event_id,
    signal_id: row.signal_id,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    writing: writing?.draft_id
      ? { ...writing, draft_id: writing.draft_id, status: writing.status ?? 'writing', grades: parseDraftGrades(writing.grades) }
      : null,
  }
}

async function requireAgent(db: Db, companyId: string, agentId: string) {
  const [agent] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.company_id, companyId)))
  if (!agent) throw notFound('Agent not found')
  return agent
}

/** A page of one of the company's agents' runs, newest first; another company's agent is not found. */
export async function listActivity(db: Db, companyId: string, agentId: string, limit: number, cursor?: string): Promise<ActivityPage> {
  const [stamp, lastId] = cursor ? decodeCursor(cursor, TIMESTAMP_CURSOR) : []
  await requireAgent(db, companyId, agentId)
  const rows = await db
    .select({ row: agentRuns, stamp: sql<string>`${agentRuns.created_at}::text`, writing: writingColumns })
    .from(agentRuns)
    .leftJoin(agentDrafts, eq(agentDrafts.run_id, agentRuns.id))
    .where(
      and(
        eq(agentRuns.agent_id, agentId),
        stamp && lastId
          ? or(
              lt(agentRuns.created_at, sql`${stamp}::timestamptz`),
              and(eq(agentRuns.created_at, sql`${stamp}::timestamptz`), gt(agentRuns.id, lastId)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(agentRuns.created_at), asc(agentRuns.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    runs: page.map(({ row, writing }) => toRun(row, writing)),
    next_cursor: rows.length > limit && last ? encodeCursor(last.stamp, last.row.id) : null,
  }
}

/** One run of one of the company's agents, as its activity shows it: what "Open the run" links to. */
export async function getRun(db: Db, companyId: string, agentId: string, runId: string): Promise<AgentRun> {
  await requireAgent(db, companyId, agentId)
  const [found] = await db
    .select({ row: agentRuns, writing: writingColumns })
    .from(agentRuns)
    .leftJoin(agentDrafts, eq(agentDrafts.run_id, agentRuns.id))
    .where(and(eq(agentRuns.id, runId), eq(agentRuns.agent_id, agentId)))
  if (!found) throw notFound('Run not found')
  return toRun(found.row, found.writing)
}

/** The agent's detail view: the agent, its latest signals in and out, its health trend and waiting work. */
export async function getAgentDetail(db: Db, companyId: string, agentId: string): Promise<AgentDetail> {
  const agent = await requireAgent(db, companyId, agentId)
  const [incoming, outgoing, trend, [waiting]] = await Promise.all([
    db
      .select()
      .from(signals)
      .where(and(eq(signals.company_id, companyId), eq(signals.to_agent_id, agentId)))
      .orderBy(desc(signals.created_at))
      .limit(SIGNALS_SHOWN),
    db
      .select()
      .from(signals)
      .where(and(eq(signals.company_id, companyId), eq(signals.from_agent_id, agentId)))
      .orderBy(desc(signals.created_at))
      .limit(SIGNALS_SHOWN),
    db
      .select({ at: agentRuns.finished_at, health: agentRuns.health_after })
      .from(agentRuns)
      .where(and(eq(agentRuns.agent_id, agentId), isNotNull(agentRuns.health_after)))
      .orderBy(desc(agentRuns.finished_at))
      .limit(HEALTH_WINDOW),
    db
      .select({ n: count() })
      .from(agentRuns)
      .where(and(eq(agentRuns.agent_id, agentId), eq(agentRuns.status, 'waiting'))),
  ])
  return {
    agent: toAgent(agent),
    signals_in: incoming.map(toSignal),
    signals_out: outgoing.map(toSignal),
    health_trend: trend.reverse().map((point) => ({ at: point.at!.toISOString(), health: point.health! })),
    waiting: waiting?.n ?? 0,
  }
}
