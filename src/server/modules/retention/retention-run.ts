import { sql, type SQL } from 'drizzle-orm'
import type { PlaybookInputs, SignalPayload } from '@/shared/agents/playbooks/types'
import type { RetentionDays } from '@/shared/config/public-config'
import { personalValuesOfPayload, type PersonalValue } from '@/shared/privacy/agent-output'
import { maskText } from '@/shared/privacy/mask'
import { kindOfField, PERSONAL_FIELDS, personalValues } from '@/shared/privacy/personal-fields'
import type { Db } from '@/server/platform/db/client'
import { rowsOf, uuidArray } from '@/server/platform/db/raw-sql'

// What the daily retention run reduces or removes once its time has come (docs/product.md#retention,
// docs/decisions/105-retention.md). Each kind goes in batches, one short statement (or transaction) each, until none is
// left, so a large table is never locked for long.

const DAY_MS = 24 * 60 * 60_000
const DEFAULT_BATCH_SIZE = 1000

export type RetentionOptions = { now: Date; days: RetentionDays; batchSize?: number }

/** How many rows of each kind one run changed or removed: all the run logs. */
export type RetentionCounts = {
  eventPayloads: number
  runInputs: number
  draftContents: number
  emailBodies: number
  webhookBodies: number
  quizSubmissions: number
  demoLeads: number
  improvedAssessments: number
  stepViews: number
  conversationMessages: number
  conversations: number
  contacts: number
}

// node-postgres counts changed rows in rowCount, PGlite in affectedRows.
const affected = (result: unknown) => {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number }
  return rowCount ?? affectedRows ?? 0
}

/** Runs one batched statement until it changes no row; returns how many it changed in all. */
async function drain(db: Db, batch: () => SQL): Promise<number> {
  let total = 0
  for (;;) {
    const changed = affected(await db.execute(batch()))
    total += changed
    if (changed === 0) return total
  }
}

const personalFields = sql`array[${sql.join(
  PERSONAL_FIELDS.map((field) => sql`${field}`),
  sql`, `,
)}]::text[]`

type Masked = { id: string; summary: string | null; steps: string[] | null }

/** Writes each run's masked summary and steps (and empties its inputs when asked) in one statement. */
async function writeMaskedRuns(tx: Db, runs: Masked[], emptyInputs: boolean): Promise<void> {
  if (runs.length === 0) return
  await tx.execute(sql`
    update agent_runs r set summary = v.summary, steps = v.steps ${emptyInputs ? sql`, inputs = null` : sql``}
    from jsonb_to_recordset(${JSON.stringify(runs)}::jsonb) as v(id uuid, summary text, steps jsonb)
    where r.id = v.id`)
}

const maskRun = (run: { id: string; summary: string | null; steps: string[] | null }, values: PersonalValue[]): Masked => ({
  id: run.id,
  summary: run.summary === null ? null : maskText(run.summary, values),
  steps: run.steps === null ? null : run.steps.map((step) => maskText(step, values)),
})

/**
 * Processed events received before the limit keep only their facts (keepFacts, as jsonb `data - personal fields`): ids
 * and amounts stay, so the dashboard's history still adds up. The runs that quote an event's personal values have them
 * masked in the same transaction, so what the event no longer holds does not live on in its runs' activity. An event a
 * run still waits to read is left until that run has finished.
 */
async function reduceEventPayloads(db: Db, cutoff: Date, batchSize: number): Promise<number> {
  let total = 0
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const events = rowsOf<{ id: string; data: Record<string, unknown> }>(
        await tx.execute(sql`
          select e.id, e.data from agent_events e
          where e.processed_at is not null and e.received_at < ${cutoff} and (e.data - ${personalFields}) <> e.data
            and not exists (select 1 from agent_runs r where r.event_id = e.id and r.status = 'waiting')
          limit ${batchSize}`),
      )
      if (events.length === 0) return 0
      const ids = events.map((event) => event.id)
      const valuesOf = new Map(events.map((event) => [event.id, personalValues(event.data)]))
      const runs = rowsOf<{ id: string; event_id: string; summary: string | null; steps: string[] | null }>(
        await tx.execute(sql`select id, event_id, summary, steps from agent_runs where event_id = any(${uuidArray(ids)})`),
      )
      await writeMaskedRuns(
        tx,
        runs.map((run) => maskRun(run, valuesOf.get(run.event_id) ?? [])),
        false,
      )
      await tx.execute(sql`update agent_events set data = data - ${personalFields} where id = any(${uuidArray(ids)})`)
      return events.length
    })
    total += done
    if (done === 0) return total
  }
}

/** The personal values a run's inputs carry: an event's personal fields by their kind, a signal's note as free text. */
function personalValuesOfInputs(inputs: PlaybookInputs): PersonalValue[] {
  return Object.entries(inputs).flatMap(([field, value]) => {
    const kind = field === 'note' ? 'text' : kindOfField(field)
    return kind !== 'fact' && typeof value === 'string' && value.trim() ? [{ value, kind }] : []
  })
}

/**
 * Finished runs created before the limit lose their inputs; their summary and steps are masked where they quote the
 * inputs, the event's personal values (if it still has them) or the signal's name, address and note.
 */
async function emptyRunInputs(db: Db, cutoff: Date, batchSize: number): Promise<number> {
  let total = 0
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const runs = rowsOf<{
        id: string
        summary: string | null
        steps: string[] | null
        inputs: PlaybookInputs
        event_data: Record<string, unknown> | null
        signal_payload: SignalPayload | null
      }>(
        await tx.execute(sql`
          select r.id, r.summary, r.steps, r.inputs, e.data as event_data, s.payload as signal_payload
          from agent_runs r
          left join agent_events e on e.id = r.event_id
          left join signals s on s.id = r.signal_id
          where r.status <> 'waiting' and r.inputs is not null and r.created_at < ${cutoff}
          limit ${batchSize}`),
      )
      if (runs.length === 0) return 0
      await writeMaskedRuns(
        tx,
        runs.map((run) =>
          maskRun(run, [
            ...personalValuesOfInputs(run.inputs),
            ...(run.event_data ? personalValues(run.event_data) : []),
            ...(run.signal_payload ? personalValuesOfPayload(run.signal_payload) : []),
          ]),
        ),
        true,
      )
      return runs.length
    })
    total += done
    if (done === 0) return total
  }
}

/**
 * E-mails sent (or captured by the development mailbox) before the limit, and those that failed for good, keep their
 * address, subject, status and dates for the delivery history; their text, html and attachments are cleared.
 */
const clearEmailBodies = (cutoff: Date, batchSize: number) => sql`
  update email_messages set text = '', html = '', attachments = '[]'::jsonb
  where id in (
    select id from email_messages
    where ((status in ('sent', 'captured') and delivered_at < ${cutoff}) or (status = 'failed' and created_at < ${cutoff}))
      and (text <> '' or html <> '' or attachments <> '[]'::jsonb)
    limit ${batchSize})`

/**
 * A draft a person (or the agent on its own) has decided keeps its address, subject, status, who decided and the token
 * counts; the facts, prompt, template text and body it was written from go with the run's inputs.
 */
const clearDraftContents = (cutoff: Date, batchSize: number) => sql`
  update agent_drafts set facts = '[]'::jsonb, facts_used = null, prompt = null, body = null, template_text = ''
  where id in (
    select id from agent_drafts
    where status in ('approved', 'rejected', 'sent') and coalesce(decided_at, written_at, created_at) < ${cutoff}
      and (facts <> '[]'::jsonb or prompt is not null or body is not null or template_text <> '')
    limit ${batchSize})`

/** A finished webhook delivery (no attempt will send it again) keeps its status, attempts and dates; its body is cleared. */
const clearWebhookBodies = (table: 'webhook_deliveries' | 'agent_webhook_deliveries', cutoff: Date, batchSize: number) => sql`
  update ${sql.identifier(table)} set body = ''
  where id in (
    select id from ${sql.identifier(table)}
    where status <> 'pending' and coalesce(finished_at, created_at) < ${cutoff} and body <> ''
    limit ${batchSize})`

/** Deletes a batch of rows created before the limit that `extra` allows; what hangs on them goes by their foreign keys. */
const deleteLeads = (table: string, cutoff: Date, batchSize: number, extra: SQL = sql``) => sql`
  delete from ${sql.identifier(table)} where id in (
    select id from ${sql.identifier(table)} l where l.created_at < ${cutoff} ${extra} limit ${batchSize})`

/** A submission whose back-office lead staff marked Converted is a customer's record, kept (docs/product.md#retention). */
const unconverted = sql`and not exists (select 1 from leads c where c.id = l.id and c.status = 'converted')`

/** Funnel step views past the unconverted-lead period (docs/decisions/107-funnel-analytics.md), on their (funnel, time) index. */
const deleteStepViews = (cutoff: Date, batchSize: number) => sql`
  delete from funnel_step_views where id in (
    select id from funnel_step_views where funnel in ('quiz', 'demo', 'improved') and viewed_at < ${cutoff} limit ${batchSize})`

// Agents' conversations (docs/product.md#retention): each message goes once it is older than the period; a thread
// goes once no message is left in it and its last one is older; a contact once not seen for the period and no thread
// is left with it. Run in that order, a thread that has gone quiet leaves whole in one run. The age is checked again
// on the row deleted: a reply arriving meanwhile moves the thread's and the contact's times, and the row is kept.
const deleteConversationMessages = (cutoff: Date, batchSize: number) => sql`
  delete from conversation_messages where id in (
    select id from conversation_messages where created_at < ${cutoff} limit ${batchSize})`

const deleteEmptyConversations = (cutoff: Date, batchSize: number) => sql`
  delete from conversations c where c.last_message_at < ${cutoff} and c.id in (
    select id from conversations q where q.last_message_at < ${cutoff}
      and not exists (select 1 from conversation_messages m where m.conversation_id = q.id)
    limit ${batchSize})`

const deleteUnseenContacts = (cutoff: Date, batchSize: number) => sql`
  delete from contacts p where p.last_seen_at < ${cutoff} and p.id in (
    select id from contacts q where q.last_seen_at < ${cutoff}
      and not exists (select 1 from conversations c where c.contact_id = q.id)
    limit ${batchSize})`

/** One retention run as of `now`: every kind whose time has come, each in batches. */
export async function runRetention(db: Db, { now, days, batchSize = DEFAULT_BATCH_SIZE }: RetentionOptions): Promise<RetentionCounts> {
  const before = (limit: number) => new Date(now.getTime() - limit * DAY_MS)
  const sent = before(days.sentEmailBodies)
  const leads = before(days.unconvertedLeads)
  const talked = before(days.conversations)
  return {
    eventPayloads: await reduceEventPayloads(db, before(days.eventPayloads), batchSize),
    runInputs: await emptyRunInputs(db, before(days.runInputs), batchSize),
    draftContents: await drain(db, () => clearDraftContents(before(days.runInputs), batchSize)),
    emailBodies: await drain(db, () => clearEmailBodies(sent, batchSize)),
    webhookBodies:
      (await drain(db, () => clearWebhookBodies('webhook_deliveries', sent, batchSize))) +
      (await drain(db, () => clearWebhookBodies('agent_webhook_deliveries', sent, batchSize))),
    // Its CRM delivery goes with a quiz lead (webhook_deliveries cascades), and its back-office lead (leads cascades).
    quizSubmissions: await drain(db, () => deleteLeads('quiz_submissions', leads, batchSize, unconverted)),
    // A demo lead that led to a booking has converted: the booking still points at it (demo_bookings.lead_id).
    demoLeads: await drain(db, () =>
      deleteLeads(
        'demo_leads',
        leads,
        batchSize,
        sql`${unconverted} and not exists (select 1 from demo_bookings b where b.lead_id = l.id)`,
      ),
    ),
    improvedAssessments: await drain(db, () => deleteLeads('improved_assessments', leads, batchSize, unconverted)),
    stepViews: await drain(db, () => deleteStepViews(leads, batchSize)),
    conversationMessages: await drain(db, () => deleteConversationMessages(talked, batchSize)),
    conversations: await drain(db, () => deleteEmptyConversations(talked, batchSize)),
    contacts: await drain(db, () => deleteUnseenContacts(talked, batchSize)),
  }
}

/** The run's one log line: a number per kind, never an id or an address. */
export function describeRemoved(counts: RetentionCounts): string {
  return (
    `retention: removed ${counts.eventPayloads} event payloads, ${counts.runInputs} run inputs, ${counts.draftContents} draft contents, ` +
    `${counts.emailBodies} e-mail bodies, ${counts.webhookBodies} webhook bodies, ${counts.quizSubmissions} quiz submissions, ` +
    `${counts.demoLeads} demo leads, ${counts.improvedAssessments} improved assessments, ${counts.stepViews} funnel step views, ` +
    `${counts.conversationMessages} conversation messages, ${counts.conversations} conversations, ${counts.contacts} contacts`
  )
}
