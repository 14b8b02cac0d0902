import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { CatalogueAgentId } from '@/shared/agents/catalogue'
import type { PlaybookTrigger, SignalPayload } from '@/shared/agents/playbooks/types'
import type { SignalName } from '@/shared/agents/signal-graph'
import { isEventType, parseEvent } from '@/shared/schemas/events'
import type { Db } from '@/server/platform/db/client'
import { uuidArray } from '@/server/platform/db/raw-sql'
import { PERSONAL_FIELDS } from '@/shared/privacy/personal-fields'
import type { PrivacyControls } from '@/shared/schemas/privacy'
import { companies, identityColumns, privacyColumns, toAgentIdentity } from '@/server/modules/accounts'
import { agents, signals } from './agents-schema'
import { agentEvents, agentRuns } from './schema'
import { AGENT_RESUME_QUEUE, enqueueAgentJob } from './agent-jobs'
import { takePendingEvents, takePendingSignals } from './agent-work-lists'
import type { RuntimeContext } from './agent-run-types'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import {
  insertWaitingRuns,
  loadLatestStatuses,
  planRun,
  writeFinishedRuns,
  type ActingAgent,
  type PlannedRun,
  type Work,
} from './agent-run-writer'

// How much work one transaction takes on: large enough that a burst costs a few statements per hundred runs,
// small enough that a transaction stays short (decision 073).
export const RUNTIME_BATCH_SIZE = 100

/** The event as its playbook reads it; null if it cannot be read (it was checked at acceptance). */
function eventTrigger(type: string, data: unknown): PlaybookTrigger | null {
  try {
    return isEventType(type) ? { kind: 'event', event: parseEvent(type, data) } : null
  } catch {
    return null
  }
}

function signalTrigger(signal: { id: string; signal: string; payload: unknown }, from: string | null): PlaybookTrigger {
  return {
    kind: 'signal',
    signal: signal.signal as SignalName,
    from: (from ?? 'max') as CatalogueAgentId,
    payload: (signal.payload ?? { reference: signal.id, note: '' }) as SignalPayload,
  }
}

/** The reply an event stands for, when it is one that came back to an agent's e-mail. */
const replyOf = (event: { reply_message_id: string | null; review_required: boolean }): Pick<Work, 'reply'> =>
  event.reply_message_id ? { reply: { messageId: event.reply_message_id, reviewRequired: event.review_required } } : {}

type CompanyAgents = {
  byId: Map<string, ActingAgent & { status: string; signals: string[]; created_at: Date }>
  byCatalogue: Map<string, string>
  privacy: PrivacyControls
}

/** Who writes each company's e-mails in this batch: one decision per company, given to each of its acting agents. */
async function decideWriters(tx: Db, context: RuntimeContext, byCompany: Map<string, CompanyAgents>): Promise<void> {
  if (!context.writersFor || byCompany.size === 0) return
  const writers = await context.writersFor(
    tx,
    [...byCompany].map(([id, { privacy }]) => ({ id, privacy })),
  )
  for (const [companyId, company] of byCompany) {
    const writer = writers.get(companyId)
    if (writer) for (const agent of company.byId.values()) agent.writer = writer
  }
}

/** What a run reads of its agent and company: the agent, where its outputs go, the website, privacy and identity. */
const ACTING_AGENT_COLUMNS = {
  agent: agents,
  webhookUrl: companies.n8n_webhook_url,
  website: companies.website,
  privacy: privacyColumns,
  identity: identityColumns,
}

/**
 * Locks the agents of the given companies, in id order so that concurrent batches never deadlock, and reads what
 * their runs need: runs of one agent are serialised and happen in order (several server processes included).
 */
async function lockCompanyAgents(
  tx: Db,
  context: RuntimeContext,
  companyIds: string[],
): Promise<{ companies: Map<string, CompanyAgents>; waiting: Set<string> }> {
  const rows = await tx
    .select(ACTING_AGENT_COLUMNS)
    .from(agents)
    .innerJoin(companies, eq(companies.id, agents.company_id))
    .where(inArray(agents.company_id, companyIds))
    .orderBy(asc(agents.id))
    .for('update', { of: agents })
  const byCompany = new Map<string, CompanyAgents>()
  for (const { agent, webhookUrl, website, privacy, identity } of rows) {
    const company = byCompany.get(agent.company_id) ?? { byId: new Map(), byCatalogue: new Map(), privacy }
    company.byId.set(agent.id, { ...agent, webhookUrl, website, privacy, identity: toAgentIdentity(identity) })
    company.byCatalogue.set(agent.catalogue_id, agent.id)
    byCompany.set(agent.company_id, company)
  }
  await decideWriters(tx, context, byCompany)
  const agentIds = rows.map(({ agent }) => agent.id)
  const waiting = agentIds.length
    ? await tx
        .selectDistinct({ agent_id: agentRuns.agent_id })
        .from(agentRuns)
        .where(and(eq(agentRuns.status, 'waiting'), inArray(agentRuns.agent_id, agentIds)))
    : []
  return { companies: byCompany, waiting: new Set(waiting.map((row) => row.agent_id)) }
}

/**
 * Acts on a batch of work in order, in the caller's transaction: a paused agent, or an active one with older work
 * still waiting, leaves a waiting run (order is kept); the others run and write everything they cause.
 */
async function actOn(
  tx: Db,
  jobs: JobQueue,
  context: RuntimeContext,
  items: { agent: ActingAgent & { status: string }; work: Work }[],
  receiversOf: (companyId: string) => Map<string, string>,
  waiting: Set<string>,
): Promise<void> {
  const waits: { agent: ActingAgent; work: Work }[] = []
  const planned: PlannedRun[] = []
  for (const { agent, work } of items) {
    if (agent.status !== 'active' || waiting.has(agent.id)) {
      waiting.add(agent.id)
      waits.push({ agent, work })
    } else {
      planned.push(planRun(agent, work, receiversOf(agent.company_id)))
    }
  }
  await insertWaitingRuns(tx, waits)
  const latest = await loadLatestStatuses(tx, [...new Set(planned.map(({ agent }) => agent.id))])
  await writeFinishedRuns(tx, jobs, context, planned, latest)
}

/**
 * The data of these events reduced to its facts (keepFacts, as jsonb `data - personal fields`) where the company keeps
 * only what a run needs and no run still waits to read it (docs/decisions/101-privacy-controls.md).
 */
async function forgetConsumedEvents(tx: Db, eventIds: string[]): Promise<void> {
  const personal = sql`array[${sql.join(
    PERSONAL_FIELDS.map((field) => sql`${field}`),
    sql`, `,
  )}]::text[]`
  await tx.execute(sql`
    update agent_events e set data = e.data - ${personal}
    from companies c
    where e.id = any(${uuidArray(eventIds)}) and c.id = e.company_id and not c.data_collection
      and not exists (select 1 from agent_runs r where r.event_id = e.id and r.status = 'waiting')`)
}

/**
 * Up to `limit` events not yet processed, each company's oldest first and shared fairly across companies (decision
 * 085), become one run per active agent of their company whose triggers include the event's type (or of the one agent
 * an event is for: a reply to its e-mail, docs/decisions/129-answers-in-the-thread.md), all in one
 * transaction that also marks them processed. Returns how many events were taken.
 */
export async function processPendingEvents(db: Db, jobs: JobQueue, context: RuntimeContext, limit = RUNTIME_BATCH_SIZE): Promise<number> {
  return db.transaction(async (tx) => {
    const events = await takePendingEvents(tx, limit)
    if (events.length === 0) return 0
    const { companies: companyAgents, waiting } = await lockCompanyAgents(tx, context, [
      ...new Set(events.map((event) => event.company_id)),
    ])
    const items = events.flatMap((event) => {
      const trigger = eventTrigger(event.type, event.data)
      // Agents in the order they were deployed, as the dashboard lists them.
      const matching = [...(companyAgents.get(event.company_id)?.byId.values() ?? [])]
        .filter((agent) => (event.agent_id ? agent.id === event.agent_id : agent.signals.includes(event.type)))
        .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
      return matching.map((agent) => ({
        agent,
        work: {
          agentId: agent.id,
          dedupeKey: `event:${event.id}:${agent.id}`,
          trigger,
          triggerName: event.type,
          depth: 0,
          eventId: event.id,
          ...replyOf(event),
        },
      }))
    })
    await actOn(tx, jobs, context, items, (companyId) => companyAgents.get(companyId)!.byCatalogue, waiting)
    // A company without agents has none to read its controls from: the statement itself checks them.
    if (events.some((event) => !companyAgents.get(event.company_id)?.privacy.dataCollection))
      await forgetConsumedEvents(
        tx,
        events.map((event) => event.id),
      )
    await tx
      .update(agentEvents)
      .set({ processed_at: sql`now()` })
      .where(
        inArray(
          agentEvents.id,
          events.map((event) => event.id),
        ),
      )
    return events.length
  })
}

/**
 * Up to `limit` pending signals that no run has taken yet, shared fairly across companies like events: the receiving
 * agents act on them in one transaction. Returns how many were taken.
 */
export async function processPendingSignals(db: Db, jobs: JobQueue, context: RuntimeContext, limit = RUNTIME_BATCH_SIZE): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await takePendingSignals(tx, limit)
    if (pending.length === 0) return 0
    const companyIds = [...new Set(pending.map((signal) => signal.company_id))]
    const { companies: companyAgents, waiting } = await lockCompanyAgents(tx, context, companyIds)
    const items = pending.flatMap((signal) => {
      const agent = companyAgents.get(signal.company_id)?.byId.get(signal.to_agent_id)
      if (!agent) return []
      return [
        {
          agent,
          work: {
            agentId: agent.id,
            dedupeKey: `signal:${signal.id}`,
            trigger: signalTrigger(signal, signal.from_catalogue_id),
            triggerName: signal.signal,
            depth: signal.depth,
            signalId: signal.id,
          },
        },
      ]
    })
    await actOn(tx, jobs, context, items, (companyId) => companyAgents.get(companyId)!.byCatalogue, waiting)
    return pending.length
  })
}

/** Events first, then the signals they caused, until a pass finds nothing; returns how much was taken. */
export async function processPendingWork(db: Db, jobs: JobQueue, context: RuntimeContext): Promise<number> {
  let taken = 0
  for (;;) {
    const pass = (await processPendingEvents(db, jobs, context)) + (await processPendingSignals(db, jobs, context))
    if (pass === 0) return taken
    taken += pass
  }
}

/** What a resumed run did: `ran`, stayed `waiting` (paused again, or older work first), or `skipped` (done, gone). */
type RunResult = 'ran' | 'waiting' | 'skipped'

/** One waiting run acting, in its own transaction with its agent locked (the resume path, rare and in order). */
async function runWaiting(db: Db, jobs: JobQueue, context: RuntimeContext, work: Work): Promise<RunResult> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select(ACTING_AGENT_COLUMNS)
      .from(agents)
      .innerJoin(companies, eq(companies.id, agents.company_id))
      .where(eq(agents.id, work.agentId))
      .for('update', { of: agents })
    const [existing] = await tx.select().from(agentRuns).where(eq(agentRuns.dedupe_key, work.dedupeKey))
    if (!locked || existing?.status !== 'waiting') return 'skipped'
    const { agent, webhookUrl, website, privacy } = locked
    const identity = toAgentIdentity(locked.identity)
    const [older] = await tx
      .select({ id: agentRuns.id })
      .from(agentRuns)
      .where(
        and(
          eq(agentRuns.agent_id, agent.id),
          eq(agentRuns.status, 'waiting'),
          ne(agentRuns.id, existing.id),
          // Compared in the database: created_at has microseconds, a JS Date only milliseconds.
          sql`(${agentRuns.created_at}, ${agentRuns.id}) < (select r.created_at, r.id from agent_runs r where r.id = ${existing.id})`,
        ),
      )
      .limit(1)
    if (agent.status !== 'active' || older) return 'waiting'
    const deployed = await tx
      .select({ id: agents.id, catalogue_id: agents.catalogue_id })
      .from(agents)
      .where(eq(agents.company_id, agent.company_id))
    const receivers = new Map(deployed.map((row) => [row.catalogue_id, row.id]))
    const writer = (await context.writersFor?.(tx, [{ id: agent.company_id, privacy }]))?.get(agent.company_id)
    const planned = planRun({ ...agent, webhookUrl, website, privacy, identity, writer }, work, receivers, existing.id)
    await writeFinishedRuns(tx, jobs, context, [planned], await loadLatestStatuses(tx, [agent.id]))
    if (work.eventId && !privacy.dataCollection) await forgetConsumedEvents(tx, [work.eventId])
    return 'ran'
  })
}

/** The work a waiting run stands for, read back from its event or signal. */
async function waitingWork(db: Db, run: typeof agentRuns.$inferSelect): Promise<Work | null> {
  if (run.signal_id) {
    const [row] = await db
      .select({ signal: signals, from: agents.catalogue_id })
      .from(signals)
      .leftJoin(agents, eq(agents.id, signals.from_agent_id))
      .where(eq(signals.id, run.signal_id))
    if (!row) return null
    return {
      agentId: run.agent_id,
      dedupeKey: run.dedupe_key,
      trigger: signalTrigger(row.signal, row.from),
      triggerName: row.signal.signal,
      depth: row.signal.depth,
      signalId: row.signal.id,
    }
  }
  if (!run.event_id) return null
  const [event] = await db.select().from(agentEvents).where(eq(agentEvents.id, run.event_id))
  if (!event) return null
  return {
    agentId: run.agent_id,
    dedupeKey: run.dedupe_key,
    trigger: eventTrigger(event.type, event.data),
    triggerName: event.type,
    depth: 0,
    eventId: event.id,
    ...replyOf(event),
  }
}

/** On activation: the agent's waiting runs, oldest first, until none is left or the agent is paused again. */
export async function resumeAgent(db: Db, jobs: JobQueue, context: RuntimeContext, agentId: string): Promise<void> {
  for (;;) {
    const [next] = await db
      .select()
      .from(agentRuns)
      .where(and(eq(agentRuns.agent_id, agentId), eq(agentRuns.status, 'waiting')))
      .orderBy(asc(agentRuns.created_at), asc(agentRuns.id))
      .limit(1)
    if (!next) return
    const work = await waitingWork(db, next)
    // A waiting run whose event or signal is gone (deleted with its company) has nothing left to do.
    const result = work ? await runWaiting(db, jobs, context, work) : 'skipped'
    if (result === 'waiting') return
    if (result === 'skipped' && !work) await db.delete(agentRuns).where(eq(agentRuns.id, next.id))
  }
}

/** Queues the drain of an agent's waiting runs in the caller's transaction (on activation). */
export async function enqueueResume(jobs: JobQueue, tx: Db, agentId: string): Promise<void> {
  await enqueueAgentJob(jobs, tx, AGENT_RESUME_QUEUE, { agentId })
}
