import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { CatalogueAgentId } from '../../shared/agents/catalogue'
import { runPlaybook } from '../../shared/agents/playbooks'
import type { PlaybookOutcome, PlaybookTrigger, SignalPayload } from '../../shared/agents/playbooks/types'
import type { SignalName } from '../../shared/agents/signal-graph'
import { isEventType, parseEvent } from '../../shared/schemas/events'
import type { Db } from '../db/client'
import { companies } from '../db/schema/accounts'
import { agents, signals } from '../db/schema/agents'
import { agentEvents, agentRuns } from '../db/schema/runtime'
import { AGENT_RESUME_QUEUE, AGENT_SIGNAL_QUEUE, enqueueAgentJob } from '../jobs/agent-jobs'
import type { JobQueue } from '../jobs/job-queue'
import { enqueueAgentWebhook } from '../jobs/agent-webhooks'
import { enqueueEmail } from '../jobs/outbox'
import { notifyAgentChange } from './agent-changes'
import { escapeHtml } from '../escape-html'

/** Health (issue 8): the share of successful runs among an agent's last 50 finished ones; 100 with none. */
export const HEALTH_WINDOW = 50

type Work = {
  agentId: string
  dedupeKey: string
  trigger: PlaybookTrigger
  triggerName: string
  depth: number
  eventId?: string
  signalId?: string
}

/** What a run did: `ran`, left `waiting` (agent paused or older work queued), or `skipped` (already done, agent gone). */
export type RunResult = { kind: 'ran'; signalIds: string[] } | { kind: 'waiting' } | { kind: 'skipped' }

/**
 * One agent acting on one event or signal, all in one transaction: the run (its activity), the
 * signals it sends (pending, or undeliverable when the company lacks the receiver) with their jobs,
 * its e-mail, its counters, last_activity and health, and the change notice for the live dashboard.
 * The agent row is locked first, so runs of one agent are serialised and happen in order.
 */
export async function runAgent(db: Db, jobs: JobQueue, work: Work): Promise<RunResult> {
  // A finished run never changes again: the common repeat (the queued job after the fast path) ends here,
  // without a transaction or a lock.
  const [done] = await db.select({ status: agentRuns.status }).from(agentRuns).where(eq(agentRuns.dedupe_key, work.dedupeKey))
  if (done && done.status !== 'waiting') return { kind: 'skipped' }
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ agent: agents, webhookUrl: companies.n8n_webhook_url })
      .from(agents)
      .innerJoin(companies, eq(companies.id, agents.company_id))
      .where(eq(agents.id, work.agentId))
      .for('update', { of: agents })
    if (!locked) return { kind: 'skipped' }
    const { agent, webhookUrl } = locked
    const [existing] = await tx.select().from(agentRuns).where(eq(agentRuns.dedupe_key, work.dedupeKey))
    if (existing && existing.status !== 'waiting') return { kind: 'skipped' }

    // A paused agent does not act; nor does an active one with older work still waiting (order is kept).
    const [older] = await tx
      .select({ id: agentRuns.id })
      .from(agentRuns)
      .where(
        and(
          eq(agentRuns.agent_id, agent.id),
          eq(agentRuns.status, 'waiting'),
          ne(agentRuns.dedupe_key, work.dedupeKey),
          // Compared in the database: created_at has microseconds, a JS Date only milliseconds.
          existing ? sql`(${agentRuns.created_at}, ${agentRuns.id}) < (select r.created_at, r.id from agent_runs r where r.id = ${existing.id})` : undefined,
        ),
      )
      .limit(1)
    if (agent.status !== 'active' || older) {
      if (!existing) {
        await tx.insert(agentRuns).values({
          company_id: agent.company_id,
          agent_id: agent.id,
          dedupe_key: work.dedupeKey,
          event_id: work.eventId,
          signal_id: work.signalId,
          trigger: work.triggerName,
          depth: work.depth,
          status: 'waiting',
        })
        await notifyAgentChange(tx, { company_id: agent.company_id, agent_ids: [agent.id], signals: false })
      }
      return { kind: 'waiting' }
    }

    let outcome: PlaybookOutcome | null = null
    let error: string | null = null
    try {
      outcome = runPlaybook(agent.catalogue_id, work.trigger, work.depth)
      if (!outcome) error = `${agent.name} has no rule for ${work.triggerName}`
    } catch (caught) {
      error = (caught as Error).message.slice(0, 500)
    }
    const values = {
      status: outcome ? ('succeeded' as const) : ('failed' as const),
      summary: outcome?.summary ?? `Could not act on ${work.triggerName}`,
      inputs: outcome?.inputs ?? null,
      steps: outcome?.steps ?? null,
      error,
      finished_at: sql`now()`,
    }
    const [run] = existing
      ? await tx.update(agentRuns).set(values).where(eq(agentRuns.id, existing.id)).returning()
      : await tx
          .insert(agentRuns)
          .values({ company_id: agent.company_id, agent_id: agent.id, dedupe_key: work.dedupeKey, event_id: work.eventId, signal_id: work.signalId, trigger: work.triggerName, depth: work.depth, ...values })
          .returning()

    const sent = outcome?.signals ?? []
    const receivers = sent.length
      ? await tx
          .select({ id: agents.id, catalogue_id: agents.catalogue_id })
          .from(agents)
          .where(and(eq(agents.company_id, agent.company_id), inArray(agents.catalogue_id, sent.map((signal) => signal.to))))
      : []
    const signalIds: string[] = []
    const sentIds: string[] = []
    for (const signal of sent) {
      const receiver = receivers.find((row) => row.catalogue_id === signal.to)
      const [row] = await tx
        .insert(signals)
        .values({
          company_id: agent.company_id,
          from_agent_id: agent.id,
          to_agent_id: receiver?.id ?? null,
          to_catalogue_id: signal.to,
          signal: signal.signal,
          status: receiver ? 'pending' : 'undeliverable',
          payload: signal.payload,
          reason: signal.reason,
          depth: work.depth + 1,
          from_run_id: run!.id,
        })
        .returning({ id: signals.id })
      sentIds.push(row!.id)
      if (receiver) {
        await enqueueAgentJob(jobs, tx, AGENT_SIGNAL_QUEUE, { signalId: row!.id })
        signalIds.push(row!.id)
      }
    }

    if (outcome?.email) {
      const { to, subject, text } = outcome.email
      const html = `<p>${escapeHtml(text)}</p><p>${escapeHtml(agent.name)}, ${escapeHtml(agent.display_name)}</p>`
      await enqueueEmail(jobs, tx, { to, subject, text: `${text}\n\n${agent.name}, ${agent.display_name}`, html }, { key: `run:${run!.id}` })
    }

    // The company's n8n workflow gets every output (issue 8), signed and retried.
    if (webhookUrl) {
      await enqueueAgentWebhook(jobs, tx, {
        companyId: agent.company_id,
        runId: run!.id,
        url: webhookUrl,
        body: {
          type: 'agent.run',
          run_id: run!.id,
          agent: { id: agent.id, name: agent.name, catalogue_id: agent.catalogue_id },
          trigger: work.triggerName,
          event_id: work.eventId ?? null,
          signal_id: work.signalId ?? null,
          status: values.status,
          summary: values.summary,
          inputs: outcome?.inputs ?? null,
          steps: outcome?.steps ?? null,
          email: outcome?.email ?? null,
          signals: sent.map((signal) => ({ to: signal.to, signal: signal.signal, reason: signal.reason, payload: signal.payload })),
        },
      })
    }

    if (work.signalId) {
      await tx.update(signals).set({ status: 'processed', processed_at: sql`now()` }).where(eq(signals.id, work.signalId))
    }
    const lastRuns = tx
      .select({ status: agentRuns.status })
      .from(agentRuns)
      .where(and(eq(agentRuns.agent_id, agent.id), ne(agentRuns.status, 'waiting')))
      .orderBy(desc(agentRuns.finished_at), desc(agentRuns.id))
      .limit(HEALTH_WINDOW)
      .as('last_runs')
    const [health] = await tx
      .select({ health: sql<number>`coalesce(round(100.0 * count(*) filter (where ${lastRuns.status} = 'succeeded') / nullif(count(*), 0)), 100)::int` })
      .from(lastRuns)
    await tx
      .update(agents)
      .set({
        health: health!.health,
        last_activity: sql`now()`,
        signals_sent: sql`${agents.signals_sent} + ${sent.length}`,
        signals_received: work.signalId ? sql`${agents.signals_received} + 1` : agents.signals_received,
      })
      .where(eq(agents.id, agent.id))
    await tx.update(agentRuns).set({ health_after: health!.health }).where(eq(agentRuns.id, run!.id))
    await notifyAgentChange(tx, {
      company_id: agent.company_id,
      agent_ids: [agent.id, ...receivers.map((row) => row.id)],
      signals: sent.length > 0 || !!work.signalId,
      event_id: work.eventId,
      sent_signal_ids: sentIds,
      processed_signal_id: work.signalId,
    })
    return { kind: 'ran', signalIds }
  })
}

/** One run per agent of the company whose triggers include the event's type (issue 8). */
export async function processEvent(db: Db, jobs: JobQueue, eventId: string): Promise<string[]> {
  const [event] = await db.select().from(agentEvents).where(eq(agentEvents.id, eventId))
  if (!event || !isEventType(event.type)) return []
  const trigger: PlaybookTrigger = { kind: 'event', event: parseEvent(event.type, event.data) }
  const matching = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.company_id, event.company_id), sql`${agents.signals} @> ${JSON.stringify([event.type])}::jsonb`))
    .orderBy(asc(agents.created_at))
  const signalIds: string[] = []
  for (const agent of matching) {
    const result = await runAgent(db, jobs, { agentId: agent.id, dedupeKey: `event:${event.id}:${agent.id}`, trigger, triggerName: event.type, depth: 0, eventId: event.id })
    if (result.kind === 'ran') signalIds.push(...result.signalIds)
  }
  return signalIds
}

/** The receiving agent acting on a pending signal. */
export async function processSignal(db: Db, jobs: JobQueue, signalId: string): Promise<string[]> {
  const [row] = await db
    .select({ signal: signals, from: agents.catalogue_id })
    .from(signals)
    .leftJoin(agents, eq(agents.id, signals.from_agent_id))
    .where(eq(signals.id, signalId))
  if (!row?.signal.to_agent_id || row.signal.status !== 'pending') return []
  const { signal } = row
  const agentId = row.signal.to_agent_id
  const trigger: PlaybookTrigger = {
    kind: 'signal',
    signal: signal.signal as SignalName,
    from: (row.from ?? 'max') as CatalogueAgentId,
    payload: (signal.payload ?? { reference: signal.id, note: '' }) as SignalPayload,
  }
  const result = await runAgent(db, jobs, { agentId, dedupeKey: `signal:${signal.id}`, trigger, triggerName: signal.signal, depth: signal.depth, signalId: signal.id })
  return result.kind === 'ran' ? result.signalIds : []
}

/** On activation: the agent's waiting runs, oldest first, until none is left. */
export async function resumeAgent(db: Db, jobs: JobQueue, agentId: string): Promise<string[]> {
  const signalIds: string[] = []
  for (;;) {
    const [next] = await db
      .select()
      .from(agentRuns)
      .where(and(eq(agentRuns.agent_id, agentId), eq(agentRuns.status, 'waiting')))
      .orderBy(asc(agentRuns.created_at), asc(agentRuns.id))
      .limit(1)
    if (!next) return signalIds
    const ids = next.signal_id ? await processSignal(db, jobs, next.signal_id) : next.event_id ? await processWaitingEvent(db, jobs, next.event_id, agentId) : []
    signalIds.push(...ids)
    const [still] = await db.select({ status: agentRuns.status }).from(agentRuns).where(eq(agentRuns.id, next.id))
    // Still waiting means the agent was paused again: stop here, the next activation resumes.
    if (still?.status === 'waiting') return signalIds
  }
}

async function processWaitingEvent(db: Db, jobs: JobQueue, eventId: string, agentId: string): Promise<string[]> {
  const [event] = await db.select().from(agentEvents).where(eq(agentEvents.id, eventId))
  if (!event || !isEventType(event.type)) return []
  const trigger: PlaybookTrigger = { kind: 'event', event: parseEvent(event.type, event.data) }
  const result = await runAgent(db, jobs, { agentId, dedupeKey: `event:${event.id}:${agentId}`, trigger, triggerName: event.type, depth: 0, eventId: event.id })
  return result.kind === 'ran' ? result.signalIds : []
}

/** Queues the drain of an agent's waiting runs in the caller's transaction (on activation). */
export async function enqueueResume(jobs: JobQueue, tx: Db, agentId: string): Promise<void> {
  await enqueueAgentJob(jobs, tx, AGENT_RESUME_QUEUE, { agentId })
}
