import { randomUUID } from 'node:crypto'
import { inArray, sql } from 'drizzle-orm'
import { healthOf, HEALTH_WINDOW, type FinishedRunStatus } from '@/shared/agents/health'
import { runPlaybook } from '@/shared/agents/playbooks'
import type { PlaybookOutcome } from '@/shared/agents/playbooks/types'
import { draftFacts } from '@/shared/ai/facts'
import { FALLBACK_KIND_OF } from '@/shared/ai/writer'
import { forgetPayload, maskRunRecord, personalValuesOfTrigger, withholdPayload } from '@/shared/privacy/agent-output'
import type { Db } from '@/server/platform/db/client'
import { rowsOf, uuidArray } from '@/server/platform/db/raw-sql'
import { signals } from './agents-schema'
import { agentRuns } from './schema'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { notifyAgentChanges } from './agent-changes'
import { writeRunDrafts } from './run-drafts'
import { runWebhookBody } from './agent-webhook-body'
import type { PlannedDraft } from './person-messages'
import type { ActingAgent, PlannedRun, RuntimeContext, Work } from './agent-run-types'

export type { ActingAgent, PlannedRun, Work } from './agent-run-types'

/** The run's step when a person must write the answer to a reply, and why no model wrote it. */
export const needsHumanStep = (why = 'no AI model can write it now') => `The answer waits in Approvals for someone to write it: ${why}.`

/** The run's step for a Shadow agent's e-mail (docs/decisions/130-trust-ladder.md). */
export const SHADOW_STEP = 'Shadow: it is kept for you to read and never sent.'

/** What a run row says about who acted on what, whether it ran or waits. */
const runIdentity = (agent: ActingAgent, work: Work) => ({
  company_id: agent.company_id,
  agent_id: agent.id,
  dedupe_key: work.dedupeKey,
  event_id: work.eventId,
  signal_id: work.signalId,
  trigger: work.triggerName,
  depth: work.depth,
})

/**
 * Runs the agent's playbook and lays out its effects: the run (its activity), the signals it sends (pending, or
 * undeliverable when the company lacks the receiver), its e-mail and its webhook delivery. `receivers` maps the
 * company's deployed agents by catalogue id; `runId` keeps the id of a waiting run that now acts. The company's privacy
 * controls shape what is kept and passed on (docs/decisions/101-privacy-controls.md).
 */
export function planRun(agent: ActingAgent, work: Work, receivers: ReadonlyMap<string, string>, runId: string = randomUUID()): PlannedRun {
  let outcome: PlaybookOutcome | null = null
  let error: string | null = work.trigger ? null : `Could not read the ${work.triggerName} event`
  try {
    if (work.trigger) outcome = runPlaybook(agent.catalogue_id, work.trigger, work.depth)
    if (!outcome && !error) error = `${agent.name} has no rule for ${work.triggerName}`
  } catch (caught) {
    error = (caught as Error).message.slice(0, 500)
  }
  const { dataCollection, agentDataSharing } = agent.privacy
  const personal = personalValuesOfTrigger(work.trigger)
  const status: FinishedRunStatus = outcome ? 'succeeded' : 'failed'
  const record = {
    summary: outcome?.summary ?? `Could not act on ${work.triggerName}`,
    inputs: outcome?.inputs ?? null,
    steps: outcome?.steps ?? null,
  }
  const sent = (outcome?.signals ?? []).map((signal) =>
    agentDataSharing ? signal : { ...signal, payload: withholdPayload(signal.payload, personal) },
  )
  const plannedSignals = sent.map((signal) => {
    const receiver = receivers.get(signal.to) ?? null
    return {
      id: randomUUID(),
      company_id: agent.company_id,
      from_agent_id: agent.id,
      to_agent_id: receiver,
      to_catalogue_id: signal.to,
      signal: signal.signal,
      status: receiver ? ('pending' as const) : ('undeliverable' as const),
      // No run will read an undeliverable signal: a company that keeps only what a run needs keeps its facts.
      payload: receiver || dataCollection ? signal.payload : forgetPayload(signal.payload),
      personal_data_withheld: !agentDataSharing,
      reason: signal.reason,
      depth: work.depth + 1,
      from_run_id: runId,
    }
  })
  const playbookEmail = outcome?.email ?? null
  const writer = agent.writer
  const modelWrites = writer?.kind === 'model'
  // A reply is answered by the model, or by a person when none writes: a template cannot answer what was asked
  // (docs/decisions/129-answers-in-the-thread.md). A stranger's reply, or one failing DMARC, is always reviewed.
  const needsHuman = !!work.reply && !modelWrites
  const review = agent.review_before_send || needsHuman || !!work.reply?.reviewRequired
  // Shadow: written and checked like any draft, then kept to be read and never sent (docs/decisions/130-trust-ladder.md).
  const shadow = agent.trust_level === 'shadow'
  // Every e-mail becomes a draft (docs/decisions/127-one-message-per-person.md): a model writes it after the run (never
  // inside the runtime's transaction), or the template has; it waits for review when the agent's does, whoever wrote it,
  // and joins the person's open draft so they get one message. The playbook's decision stands.
  const draft: PlannedDraft | null =
    playbookEmail && outcome && work.trigger
      ? {
          keepsPersonal: dataCollection,
          row: {
            id: randomUUID(),
            company_id: agent.company_id,
            agent_id: agent.id,
            run_id: runId,
            review,
            to: playbookEmail.to,
            template_subject: playbookEmail.subject,
            template_text: playbookEmail.text,
            action: playbookEmail.action ?? null,
            handover: playbookEmail.handover ?? false,
            urgent: playbookEmail.urgent ?? false,
            facts: draftFacts(work.trigger, outcome),
            reply_to_message_id: work.reply?.messageId ?? null,
            needs_human: needsHuman,
            shadow,
            ...(modelWrites
              ? {}
              : {
                  writer: 'template' as const,
                  subject: playbookEmail.subject,
                  // A person writes the answer to a reply: the box starts empty.
                  body: needsHuman ? '' : playbookEmail.text,
                  fallback_reason: writer && writer.code !== 'none' && !needsHuman ? writer.reason : null,
                  // The reason's kind, as the draft job records it (docs/decisions/133-provider-outages.md).
                  fallback_kind: writer && writer.code !== 'none' && !needsHuman ? FALLBACK_KIND_OF[writer.code] : null,
                  written_at: new Date(),
                }),
          },
        }
      : null
  // The company webhook's output names the template's e-mail as before; a model's or a person's is not written yet.
  const email = modelWrites || needsHuman ? null : playbookEmail
  if (playbookEmail && needsHuman && record.steps) record.steps = [...record.steps, needsHumanStep()]
  else if (playbookEmail && writer?.kind === 'template' && writer.code !== 'none' && record.steps)
    record.steps = [...record.steps, `Wrote the e-mail from the template: ${writer.reason}.`]
  if (draft && shadow && !modelWrites && record.steps) record.steps = [...record.steps, SHADOW_STEP]
  else if (draft && review && !modelWrites && !needsHuman && record.steps)
    record.steps = [...record.steps, 'The e-mail waits for review in Approvals.']
  const webhook = agent.webhookUrl
    ? {
        companyId: agent.company_id,
        runId,
        url: agent.webhookUrl,
        body: runWebhookBody(agent, work, { ...record, runId, status, email, signals: sent }, personal),
      }
    : null
  return {
    agent,
    work,
    run: {
      id: runId,
      ...runIdentity(agent, work),
      status,
      ...(dataCollection ? record : maskRunRecord(record, personal)),
      error,
    },
    signals: plannedSignals,
    draft,
    webhook,
  }
}

/**
 * The payloads of the signals these runs consumed, reduced to their facts where the company keeps only what a run
 * needs (docs/decisions/101-privacy-controls.md): one statement for the batch.
 */
async function forgetConsumedPayloads(tx: Db, planned: PlannedRun[]): Promise<void> {
  const forgotten = planned.flatMap(({ agent, work }) =>
    !agent.privacy.dataCollection && work.signalId && work.trigger?.kind === 'signal'
      ? [sql`(${work.signalId}::uuid, ${JSON.stringify(forgetPayload(work.trigger.payload))}::jsonb)`]
      : [],
  )
  if (forgotten.length === 0) return
  await tx.execute(sql`
    update signals set payload = v.payload
    from (values ${sql.join(forgotten, sql`, `)}) as v(id, payload)
    where signals.id = v.id`)
}

/** The latest finished runs' statuses of each agent (latest first, at most the health window). */
export async function loadLatestStatuses(tx: Db, agentIds: string[]): Promise<Map<string, FinishedRunStatus[]>> {
  const latest = new Map<string, FinishedRunStatus[]>(agentIds.map((id) => [id, []]))
  if (agentIds.length === 0) return latest
  const rows = await tx.execute(sql`
    select a.id as agent_id, r.status
    from unnest(${uuidArray(agentIds)}) as a(id)
    cross join lateral (
      select status from agent_runs
      where agent_id = a.id and status <> 'waiting'
      order by finished_at desc, id desc
      limit ${HEALTH_WINDOW}
    ) r`)
  for (const row of rowsOf<{ agent_id: string; status: FinishedRunStatus }>(rows)) latest.get(row.agent_id)?.push(row.status)
  return latest
}

/**
 * Orders rows written in one statement: `now()` is the transaction's start for every row, so each row gets the
 * clock plus its position in microseconds, which keeps the timelines (created_at, finished_at) in run order.
 */
const inOrder = (position: number) => sql`clock_timestamp() + ${position} * interval '1 microsecond'`

/** Runs left waiting (agent paused, or older work queued): rows and change notices, in one go. */
export async function insertWaitingRuns(tx: Db, works: { agent: ActingAgent; work: Work }[]): Promise<void> {
  if (works.length === 0) return
  await tx.insert(agentRuns).values(
    works.map(({ agent, work }, position) => ({
      ...runIdentity(agent, work),
      status: 'waiting' as const,
      created_at: inOrder(position),
    })),
  )
  await notifyAgentChanges(
    tx,
    works.map(({ agent }) => ({ company_id: agent.company_id, agent_ids: [agent.id], signals: false })),
  )
}

/**
 * Writes finished runs, in order, with a few statements however many there are: the runs (a run that was waiting
 * keeps its row and its place), their signals, e-mails and webhook deliveries, the processed signals, each agent's
 * counters, last_activity and health (and each run's health after it), and the change notices for the live dashboard.
 * `latest` holds each agent's latest finished statuses (loadLatestStatuses) and is brought up to date.
 */
export async function writeFinishedRuns(
  tx: Db,
  jobs: JobQueue,
  context: RuntimeContext,
  planned: PlannedRun[],
  latest: Map<string, FinishedRunStatus[]>,
): Promise<void> {
  if (planned.length === 0) return
  const totals = new Map<string, { health: number; sent: number; received: number }>()
  const runs = planned.map(({ run, work, signals: sent }, position) => {
    const statuses = [run.status, ...(latest.get(run.agent_id) ?? [])].slice(0, HEALTH_WINDOW)
    latest.set(run.agent_id, statuses)
    const health = healthOf(statuses)
    const total = totals.get(run.agent_id) ?? { health, sent: 0, received: 0 }
    totals.set(run.agent_id, { health, sent: total.sent + sent.length, received: total.received + (work.signalId ? 1 : 0) })
    return { ...run, health_after: health, created_at: inOrder(position), finished_at: inOrder(position) }
  })
  await tx
    .insert(agentRuns)
    .values(runs)
    .onConflictDoUpdate({
      target: agentRuns.dedupe_key,
      set: {
        status: sql`excluded.status`,
        summary: sql`excluded.summary`,
        inputs: sql`excluded.inputs`,
        steps: sql`excluded.steps`,
        error: sql`excluded.error`,
        health_after: sql`excluded.health_after`,
        finished_at: sql`excluded.finished_at`,
      },
      // Only a waiting run is taken over; a finished one never changes (the callers skip those).
      where: sql`${agentRuns.status} = 'waiting'`,
    })

  const sentSignals = planned.flatMap((run) => run.signals)
  if (sentSignals.length)
    await tx.insert(signals).values(sentSignals.map((signal, position) => ({ ...signal, created_at: inOrder(position) })))
  const processed = planned.flatMap(({ work }) => (work.signalId ? [work.signalId] : []))
  if (processed.length) {
    await tx
      .update(signals)
      .set({ status: 'processed', processed_at: sql`now()` })
      .where(inArray(signals.id, processed))
  }
  await forgetConsumedPayloads(tx, planned)
  await writeRunDrafts(
    tx,
    jobs,
    context,
    planned.flatMap(({ draft }) => (draft ? [draft] : [])),
  )
  await context.enqueueAgentWebhooks(
    jobs,
    tx,
    planned.flatMap(({ webhook }) => (webhook ? [webhook] : [])),
  )

  const values = [...totals].map(([id, total]) => sql`(${id}::uuid, ${total.health}::int, ${total.sent}::int, ${total.received}::int)`)
  await tx.execute(sql`
    update agents set
      health = v.health,
      last_activity = now(),
      signals_sent = agents.signals_sent + v.sent,
      signals_received = agents.signals_received + v.received
    from (values ${sql.join(values, sql`, `)}) as v(id, health, sent, received)
    where agents.id = v.id`)

  await notifyAgentChanges(
    tx,
    planned.map(({ agent, work, signals: sent }) => ({
      company_id: agent.company_id,
      agent_ids: [agent.id, ...new Set(sent.flatMap((signal) => (signal.to_agent_id ? [signal.to_agent_id] : [])))],
      signals: sent.length > 0 || !!work.signalId,
      event_id: work.eventId,
      sent_signal_ids: sent.map((signal) => signal.id),
      processed_signal_id: work.signalId,
    })),
  )
}
