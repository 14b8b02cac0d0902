import { eq, sql } from 'drizzle-orm'
import { fromDrizzle, type Job } from 'pg-boss'
import { maskSentDraft, personalValuesOfFacts } from '@/shared/ai/draft-privacy'
import { maskEmail, maskText } from '@/shared/privacy/mask'
import type { Db } from '@/server/platform/db/client'
import { rowsOf, uuidArray } from '@/server/platform/db/raw-sql'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { dailyLimitMessage } from '@/server/platform/mail/company-email-limit'
import { enqueueEmails } from '@/server/platform/mail/outbox'
import { companies, findCompaniesHoldingMail, findSuppressedAddresses, identityColumns, toAgentIdentity } from '@/server/modules/accounts'
import { agentDrafts } from './drafts-schema'
import { renderAgentEmail, type AgentEmailContext } from './agent-email'
import { notifyAgentChanges } from './agent-changes'
import { agents } from './agents-schema'
import { recordOutgoing, threadFor } from './conversation-threads'
import { playbookEmailOf } from './template-instead'

/**
 * Sends ready drafts (docs/decisions/127-one-message-per-person.md): a draft written without review, or approved, goes
 * out once the person's message window allows and the chain of work that may add to it has settled: no signal of the
 * company is still pending, so a colleague's message can still join. Past SETTLE_LIMIT_MS it goes regardless.
 */
export const AGENT_SEND_QUEUE = 'agent.send'
type AgentSendJob = { draftId: string }

/** How long a ready draft waits for the company's pending signals at most before it goes anyway. */
export const SETTLE_LIMIT_MS = 60_000
const SETTLE_RETRY_MS = 1_000

export const SEND_JOB_RETRY = { retryLimit: 10, retryDelay: 1, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 60 }

export const unsubscribedNote = (to: string) => `E-mail to ${to} not sent: they unsubscribed from your e-mails`

type ReadyDraft = {
  id: string
  company_id: string
  agent_id: string
  run_id: string
  to: string
  status: string
  decided_by: string | null
  subject: string
  body: string
  action: string | null
  template_subject: string
  template_text: string
  facts: typeof agentDrafts.$inferSelect.facts
  /** Rejected, the playbook's e-mail sent instead (docs/decisions/131-approvals-that-teach.md). */
  template_sent: boolean
  wait_for: Date | null
  settling: boolean
}

/** The drafts, locked, that are ready to go, with when they may (null: now) and whether the company's work is settling. */
async function lockReady(tx: Db, draftIds: string[], waitForChain: boolean): Promise<ReadyDraft[]> {
  const rows = await tx.execute(sql`
    select d.id, d.company_id, d.agent_id, d.run_id, d."to", d.status, d.decided_by, d.subject, d.body, d.action,
      d.template_subject, d.template_text, d.facts, d.template_sent,
      case when d.send_after > now() then d.send_after end as wait_for,
      ${waitForChain}::boolean
        and d.created_at > now() - ${SETTLE_LIMIT_MS} * interval '1 millisecond'
        and exists (select 1 from signals s where s.company_id = d.company_id and s.status = 'pending') as settling
    from agent_drafts d
    where d.id = any(${uuidArray(draftIds)}) and d.status = 'scheduled'
    order by d.id
    for update of d`)
  return rowsOf<ReadyDraft>(rows).map((row) => ({ ...row, wait_for: row.wait_for ? new Date(row.wait_for) : null }))
}

/** Queues a later look at drafts that may not go yet, in the caller's transaction. */
async function scheduleSend(jobs: JobQueue, tx: Db, later: { id: string; at: Date }[]): Promise<void> {
  if (later.length === 0) return
  await jobs.boss.insert(
    AGENT_SEND_QUEUE,
    later.map(({ id, at }) => ({ data: { draftId: id } satisfies AgentSendJob, startAfter: at, ...SEND_JOB_RETRY })),
    { db: fromDrizzle(tx as never, sql as never) },
  )
}

/** The runs whose messages a draft carries: its own and those that joined it. */
async function runsOf(tx: Db, draft: ReadyDraft): Promise<{ runId: string; agentId: string }[]> {
  const joined = await tx
    .select({ runId: agentDrafts.run_id, agentId: agentDrafts.agent_id })
    .from(agentDrafts)
    .where(eq(agentDrafts.merged_into, draft.id))
  return [{ runId: draft.run_id, agentId: draft.agent_id }, ...joined]
}

async function appendSteps(tx: Db, runIds: string[], step: string): Promise<void> {
  await tx.execute(sql`
    update agent_runs set steps = coalesce(steps, '[]'::jsonb) || ${JSON.stringify([step])}::jsonb
    where id = any(${uuidArray(runIds)})`)
}

/**
 * Sends each ready draft that may go now and queues a later look at the others. `waitForChain`: false when a person
 * approved it (nothing more joins an approved draft). Call it in the transaction that made the drafts ready.
 */
export async function sendReadyDrafts(
  tx: Db,
  jobs: JobQueue,
  mail: AgentEmailContext,
  draftIds: string[],
  { waitForChain = true }: { waitForChain?: boolean } = {},
): Promise<Map<string, string>> {
  const notes = new Map<string, string>()
  if (draftIds.length === 0) return notes
  const ready = await lockReady(tx, draftIds, waitForChain)
  const later = ready.flatMap((draft) => {
    if (draft.wait_for) return [{ id: draft.id, at: draft.wait_for }]
    return draft.settling ? [{ id: draft.id, at: new Date(Date.now() + SETTLE_RETRY_MS) }] : []
  })
  await scheduleSend(jobs, tx, later)
  const going = ready.filter((draft) => !draft.wait_for && !draft.settling)
  for (const draft of going) {
    const note = await sendDraft(tx, jobs, mail, draft)
    if (note) notes.set(draft.id, note)
  }
  return notes
}

async function sendDraft(tx: Db, jobs: JobQueue, mail: AgentEmailContext, draft: ReadyDraft): Promise<string | null> {
  const runs = await runsOf(tx, draft)
  const runIds = runs.map((run) => run.runId)
  const agentIds = [...new Set(runs.map((run) => run.agentId))]
  const suppressed = await findSuppressedAddresses(tx, draft.company_id, [draft.to])
  if (suppressed.size > 0) {
    const note = unsubscribedNote(draft.to)
    await tx
      .update(agentDrafts)
      .set({ status: 'rejected', rejection_reason: 'They unsubscribed before it was sent', template_sent: false })
      .where(eq(agentDrafts.id, draft.id))
    await appendSteps(tx, runIds, note)
    await notifyAgentChanges(tx, [{ company_id: draft.company_id, agent_ids: agentIds, signals: false, approvals: true }])
    return note
  }
  const [sender] = await tx
    .select({ name: agents.name, website: companies.website, dataCollection: companies.data_collection, identity: identityColumns })
    .from(agents)
    .innerJoin(companies, eq(companies.id, agents.company_id))
    .where(eq(agents.id, draft.agent_id))
  if (!sender) return null
  // A rejection that sends the playbook's e-mail instead: the draft keeps the text that was rejected.
  const email = draft.template_sent
    ? await playbookEmailOf(tx, draft.id)
    : { subject: draft.subject, text: draft.body, action: draft.action }
  const personal = personalValuesOfFacts(draft.facts)
  const kept = sender.dataCollection ? undefined : { to: maskEmail(draft.to), subject: maskText(email.subject, personal) }
  const held = (await findCompaniesHoldingMail(tx, [draft.company_id])).has(draft.company_id)
  const conversation = mail.threading
    ? await threadFor(tx, mail.threading, { companyId: draft.company_id, agentId: draft.agent_id, to: draft.to, subject: email.subject })
    : undefined
  const message = renderAgentEmail(
    mail,
    { name: sender.name, website: sender.website, company_id: draft.company_id, identity: toAgentIdentity(sender.identity) },
    { to: draft.to, subject: email.subject, text: email.text, ...(email.action ? { action: email.action } : {}) },
    conversation,
  )
  const [outcome] = await enqueueEmails(jobs, tx, [
    { message, key: `draft:${draft.id}`, companyId: draft.company_id, held, keptAfterSend: kept },
  ])
  if (conversation && mail.threading && outcome?.id) {
    // The conversation keeps the e-mail as the outbox does: without personal values when the company keeps only those.
    const text = sender.dataCollection ? email.text : maskText(email.text, personal)
    await recordOutgoing(tx, mail.threading, {
      companyId: draft.company_id,
      thread: conversation,
      emailId: outcome.id,
      draftId: draft.id,
      subject: kept?.subject ?? email.subject,
      text,
    })
  }
  // A company that keeps only what a run needs keeps no personal value in a sent draft, as the outbox keeps none.
  const stored = sender.dataCollection ? null : maskSentDraft(draft)
  await tx
    .update(agentDrafts)
    .set({
      status: draft.template_sent ? 'rejected' : draft.decided_by ? 'approved' : 'sent',
      send_after: sql`now()`,
      ...(draft.decided_by ? {} : { decided_at: sql`now()` }),
      ...(stored ?? {}),
    })
    .where(eq(agentDrafts.id, draft.id))
  if (!sender.dataCollection) await forgetJoinedParts(tx, draft.id)
  const to = kept?.to ?? draft.to
  let note: string | null = null
  if (outcome?.status === 'over-limit') note = `E-mail to ${to} not sent: ${dailyLimitMessage(jobs.companyEmailsPerDay)}`
  if (outcome?.status === 'held') note = `E-mail to ${to} held until someone in your company confirms their e-mail address`
  if (note) await appendSteps(tx, runIds, note)
  await notifyAgentChanges(tx, [{ company_id: draft.company_id, agent_ids: agentIds, signals: false, approvals: true }])
  return note
}

/** The messages that joined a sent draft keep no personal value either (a company that keeps only what a run needs). */
async function forgetJoinedParts(tx: Db, draftId: string): Promise<void> {
  const parts = await tx.select().from(agentDrafts).where(eq(agentDrafts.merged_into, draftId))
  for (const part of parts) {
    const masked = maskSentDraft({ ...part, subject: part.subject ?? '', body: part.body ?? '' })
    await tx.update(agentDrafts).set(masked).where(eq(agentDrafts.id, part.id))
  }
}

/** The queued side: a later look at drafts that had to wait (the window, or the company's chain of work). */
export async function startSendWorker(jobs: JobQueue, db: Db, mail: AgentEmailContext, pollingIntervalSeconds = 1): Promise<void> {
  await jobs.boss.createQueue(AGENT_SEND_QUEUE, SEND_JOB_RETRY)
  await jobs.boss.work<AgentSendJob>(AGENT_SEND_QUEUE, { pollingIntervalSeconds, batchSize: 20 }, async (batch: Job<AgentSendJob>[]) => {
    await db.transaction((tx) =>
      sendReadyDrafts(
        tx,
        jobs,
        mail,
        batch.map((job) => job.data.draftId),
      ),
    )
  })
}
