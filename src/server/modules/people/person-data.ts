import { inArray, sql, type SQL } from 'drizzle-orm'
import type { PersonDataKind } from '@/shared/schemas/person-data'
import { demoBookings, demoLeads, improvedAssessments, quizSubmissions } from '@/server/modules/funnels'
import { users } from '@/server/modules/accounts'
import { agentWebhookDeliveries } from '@/server/modules/company-webhooks'
import { agentEvents, agentRuns, contacts, conversationMessages, conversations, signals } from '@/server/modules/runtime'
import type { Db } from '@/server/platform/db/client'
import { rowsOf, uuidArray } from '@/server/platform/db/raw-sql'
import { emailMessages } from '@/server/platform/mail/schema'
import { rateLimitWindows } from '@/server/platform/rate-limit/schema'
import { namesAddress } from './address-match'

type Row = { id: string; at: Date | string; company_id?: string | null; text?: string | null }
type Email = Row & { status: string; to: string }

/** Every row that names one address, by kind: what the page shows and what a deletion removes (decision 104). */
export type PersonData = {
  rows: Record<PersonDataKind, Row[]>
  rateLimitKeys: string[]
}

const byContact = (db: Db, table: string, at: string, address: string) =>
  db.execute(sql`select id, ${sql.identifier(at)} as at from ${sql.identifier(table)} where lower(contact_email) = ${address}`)

/** Rows whose text may name the address (a substring, found by the database), kept where it really does. */
async function naming(db: Db, query: SQL, address: string): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query)).filter((row) => namesAddress(row.text, address))
}

const mentions = (text: SQL, address: string) => sql`strpos(lower(${text}), ${address}) > 0`

/**
 * Companies' conversations with the address: its contact rows, their conversations, and the messages of those
 * conversations (each goes whole with its thread) together with replies it sent into another contact's conversation.
 */
async function findConversations(
  db: Db,
  address: string,
): Promise<Pick<PersonData['rows'], 'contacts' | 'conversations' | 'conversation_messages'>> {
  const contactRows = rowsOf<Row>(
    await db.execute(sql`select id, company_id, first_seen_at as at from contacts where lower(address) = ${address}`),
  )
  const conversationRows = rowsOf<Row>(
    await db.execute(sql`select id, company_id, created_at as at from conversations
      where contact_id = any(${uuidArray(contactRows.map((row) => row.id))})`),
  )
  const messages = rowsOf<Row>(
    await db.execute(sql`select id, company_id, created_at as at from conversation_messages
      where conversation_id = any(${uuidArray(conversationRows.map((row) => row.id))})
        or (direction = 'in' and lower(from_address) = ${address})`),
  )
  return { contacts: contactRows, conversations: conversationRows, conversation_messages: messages }
}

/**
 * Finds what the product holds about `address` (lower-cased): the public funnels' leads by their contact address, and
 * whatever companies' agents and the outbox hold that names it, across companies. Agents' data is matched on its text,
 * so an address quoted inside a message counts too.
 */
export async function findPersonData(db: Db, address: string): Promise<PersonData> {
  const quiz = rowsOf<Row>(await byContact(db, 'quiz_submissions', 'created_at', address))
  const leads = rowsOf<Row>(await byContact(db, 'demo_leads', 'created_at', address))
  const bookings = rowsOf<Row>(await byContact(db, 'demo_bookings', 'created_at', address))
  const improved = rowsOf<Row>(await byContact(db, 'improved_assessments', 'created_at', address))

  const events = await naming(
    db,
    sql`select id, company_id, received_at as at, data::text as text from agent_events where ${mentions(sql`data::text`, address)}`,
    address,
  )
  const signalText = sql`concat_ws(' ', payload::text, reason)`
  const signalRows = await naming(
    db,
    sql`select id, company_id, created_at as at, ${signalText} as text from signals where ${mentions(signalText, address)}`,
    address,
  )
  const eventIds = new Set(events.map((row) => row.id))
  const signalIds = new Set(signalRows.map((row) => row.id))
  // A model's draft is part of its run (docs/decisions/106-ai-writing.md): a draft naming the address brings its run.
  const draftText = sql`concat_ws(' ', "to", template_subject, template_text, facts::text, subject, body, facts_used::text, prompt::text, rejection_reason)`
  const draftRunIds = rowsOf<{ run_id: string; text: string }>(
    await db.execute(sql`select run_id, ${draftText} as text from agent_drafts where ${mentions(draftText, address)}`),
  )
    .filter((draft) => namesAddress(draft.text, address))
    .map((draft) => draft.run_id)
  const runText = sql`concat_ws(' ', summary, inputs::text, steps::text, error)`
  const runs = rowsOf<Row & { event_id: string | null; signal_id: string | null }>(
    await db.execute(sql`
      select id, company_id, created_at as at, event_id, signal_id, ${runText} as text from agent_runs
      where event_id = any(${uuidArray([...eventIds])}) or signal_id = any(${uuidArray([...signalIds])})
        or id = any(${uuidArray(draftRunIds)}) or ${mentions(runText, address)}`),
  ).filter(
    (run) =>
      eventIds.has(run.event_id ?? '') ||
      signalIds.has(run.signal_id ?? '') ||
      draftRunIds.includes(run.id) ||
      namesAddress(run.text, address),
  )
  const runIds = new Set(runs.map((run) => run.id))
  const outputs = rowsOf<Row & { run_id: string | null }>(
    await db.execute(sql`
      select id, company_id, created_at as at, run_id, concat_ws(' ', body, last_response, last_error) as text
      from agent_webhook_deliveries
      where run_id = any(${uuidArray([...runIds])}) or ${mentions(sql`concat_ws(' ', body, last_response, last_error)`, address)}`),
  ).filter((output) => runIds.has(output.run_id ?? '') || namesAddress(output.text, address))

  const emailText = sql`concat_ws(' ', "to", subject, text, html, kept_after_send::text, last_error)`
  const emails = rowsOf<Email>(
    await db.execute(sql`
      select id, created_at as at, status, "to", ${emailText} as text from email_messages
      where lower("to") = ${address} or ${mentions(emailText, address)}`),
  ).filter((email) => email.to.toLowerCase() === address || namesAddress(email.text, address))
  const pending = (email: Email) => email.status === 'queued' || email.status === 'held'

  const windows = rowsOf<{ key: string }>(
    await db.execute(sql`select key from rate_limit_windows where ${mentions(sql`key`, address)}`),
  ).filter((window) => namesAddress(window.key, address))

  return {
    rows: {
      quiz_submissions: quiz,
      demo_leads: leads,
      demo_bookings: bookings,
      improved_assessments: improved,
      agent_events: events,
      agent_runs: runs,
      signals: signalRows,
      agent_outputs: outputs,
      ...(await findConversations(db, address)),
      emails_pending: emails.filter(pending),
      emails_kept: emails.filter((email) => !pending(email)),
    },
    rateLimitKeys: windows.map((window) => window.key),
  }
}

const ids = (rows: Row[]) => rows.map((row) => row.id)

/**
 * Removes what `findPersonData` found, in the caller's transaction (docs/decisions/104-a-persons-data.md): leads,
 * agents' events, runs, signals and outputs that name the address are deleted with what hangs on them (a lead's CRM
 * delivery, a delivery's attempts, a run's draft), and so are its contacts, conversations and their messages; e-mails
 * not yet sent are cancelled by deleting them (their job then finds nothing to send); copies of e-mails already sent
 * keep only their date and status.
 */
export async function deletePersonData(tx: Db, found: PersonData): Promise<void> {
  const { rows } = found
  // A run's draft goes with it (agent_drafts cascades); one still waiting in Approvals no longer counts there.
  if (rows.agent_runs.length > 0) {
    await tx.execute(sql`
      update agents a set awaiting_approvals = greatest(0, a.awaiting_approvals - d.n)
      from (select agent_id, count(*)::int as n from agent_drafts
            where run_id = any(${uuidArray(ids(rows.agent_runs))}) and status = 'awaiting' group by agent_id) d
      where a.id = d.agent_id`)
  }
  // Children first, so each delete removes exactly the rows it counted.
  const deletions = [
    [agentWebhookDeliveries, rows.agent_outputs],
    [conversationMessages, rows.conversation_messages],
    [conversations, rows.conversations],
    [contacts, rows.contacts],
    [agentRuns, rows.agent_runs],
    [signals, rows.signals],
    [agentEvents, rows.agent_events],
    [quizSubmissions, rows.quiz_submissions],
    [demoBookings, rows.demo_bookings],
    [demoLeads, rows.demo_leads],
    [improvedAssessments, rows.improved_assessments],
    [emailMessages, rows.emails_pending],
  ] as const
  for (const [table, list] of deletions) {
    if (list.length > 0) await tx.delete(table).where(inArray(table.id, ids(list)))
  }
  if (rows.emails_kept.length > 0) {
    await tx
      .update(emailMessages)
      .set({ to: '[removed]', subject: '[removed]', text: '', html: '', attachments: [], kept_after_send: null, last_error: null })
      .where(inArray(emailMessages.id, ids(rows.emails_kept)))
  }
  // A counter keyed by the address (a password reset asked for it) would name it until its window ends.
  if (found.rateLimitKeys.length > 0) await tx.delete(rateLimitWindows).where(inArray(rateLimitWindows.key, found.rateLimitKeys))
}

/** Whether the address also signs in to an account: its data is the account's, removed from the account's settings. */
export async function hasAccount(db: Db, address: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${address}`)
    .limit(1)
  return Boolean(row)
}
