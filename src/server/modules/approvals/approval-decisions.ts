import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ApproveDraftInput, RejectDraftInput } from '@/shared/ai/draft'
import { maskSentDraft, personalValuesOfFacts } from '@/shared/ai/draft-privacy'
import { maskEmail, maskText } from '@/shared/privacy/mask'
import type { Db } from '@/server/platform/db/client'
import { conflict, notFound } from '@/server/platform/http/http-errors'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { dailyLimitMessage } from '@/server/platform/mail/company-email-limit'
import { enqueueEmails } from '@/server/platform/mail/outbox'
import { companies, findCompaniesHoldingMail, identityColumns, toAgentIdentity, users } from '@/server/modules/accounts'
import { agentDrafts, agents, notifyAgentChanges, renderAgentEmail, type AgentEmailContext } from '@/server/modules/runtime'

/** Why a draft can no longer be decided: who decided it, or that it is not ready (409). */
async function refuseDecided(tx: Db, companyId: string, draftId: string): Promise<never> {
  const [row] = await tx
    .select({ status: agentDrafts.status, decider: sql<string | null>`coalesce(${users.full_name}, ${users.username})` })
    .from(agentDrafts)
    .leftJoin(users, eq(users.id, agentDrafts.decided_by))
    .where(and(eq(agentDrafts.id, draftId), eq(agentDrafts.company_id, companyId)))
  if (!row) throw notFound('Draft not found')
  const by = row.decider ? ` by ${row.decider}` : ''
  if (row.status === 'approved') throw conflict(`Already approved${by}`)
  if (row.status === 'rejected') throw conflict(`Already rejected${by}`)
  if (row.status === 'sent') throw conflict('Already sent: this agent sends without review')
  throw conflict('The draft is still being written')
}

type DraftRow = typeof agentDrafts.$inferSelect

/**
 * Decided drafts of a company that keeps only what a run needs keep no personal value, as the run and the outbox
 * keep none (docs/decisions/101-privacy-controls.md).
 */
async function forgetPersonalValues(tx: Db, companyId: string, drafts: DraftRow[]): Promise<void> {
  const [company] = await tx.select({ dataCollection: companies.data_collection }).from(companies).where(eq(companies.id, companyId))
  if (company?.dataCollection !== false) return
  for (const draft of drafts) {
    const masked = maskSentDraft({ ...draft, subject: draft.subject ?? '', body: draft.body ?? '' })
    await tx
      .update(agentDrafts)
      .set({ ...masked, facts_used: draft.facts_used?.map((fact) => maskText(fact, personalValuesOfFacts(draft.facts))) ?? null })
      .where(eq(agentDrafts.id, draft.id))
  }
}

/**
 * Fewer waiting drafts for their agents: the counters, the inbox and the navigation's count follow
 * (docs/decisions/106-ai-writing.md). Called with the drafts as the deciding update returned them.
 */
export async function afterDecisions(tx: Db, companyId: string, drafts: DraftRow[]): Promise<void> {
  if (drafts.length === 0) return
  await forgetPersonalValues(tx, companyId, drafts)
  const perAgent = new Map<string, number>()
  for (const draft of drafts) perAgent.set(draft.agent_id, (perAgent.get(draft.agent_id) ?? 0) + 1)
  for (const [agentId, decided] of perAgent) {
    await tx
      .update(agents)
      .set({ awaiting_approvals: sql`greatest(${agents.awaiting_approvals} - ${decided}, 0)` })
      .where(eq(agents.id, agentId))
  }
  await notifyAgentChanges(tx, [{ company_id: companyId, agent_ids: [...perAgent.keys()], signals: false, approvals: true }])
}

/**
 * Queues the approved drafts' e-mails exactly as a run queues an agent's: signed by the agent, counted against the
 * company's daily limit, held until the company proves an address, and kept masked once sent when the company keeps
 * only what a run needs. Returns, draft by draft, the note for an e-mail that was held or not sent, else null.
 */
export async function queueApprovedEmails(
  tx: Db,
  jobs: JobQueue,
  mail: AgentEmailContext,
  companyId: string,
  drafts: DraftRow[],
): Promise<(string | null)[]> {
  if (drafts.length === 0) return []
  const senders = await tx
    .select({
      id: agents.id,
      name: agents.name,
      website: companies.website,
      dataCollection: companies.data_collection,
      identity: identityColumns,
    })
    .from(agents)
    .innerJoin(companies, eq(companies.id, agents.company_id))
    .where(inArray(agents.id, [...new Set(drafts.map((draft) => draft.agent_id))]))
  const senderOf = new Map(senders.map((sender) => [sender.id, sender]))
  const held = (await findCompaniesHoldingMail(tx, [companyId])).has(companyId)
  const messages = drafts.map((draft) => {
    const sender = senderOf.get(draft.agent_id)
    if (!sender) throw notFound('Agent not found')
    const subject = draft.subject ?? draft.template_subject
    const text = draft.body ?? draft.template_text
    const email = { to: draft.to, subject, text, ...(draft.action ? { action: draft.action } : {}) }
    const kept = sender.dataCollection
      ? undefined
      : { to: maskEmail(draft.to), subject: maskText(subject, personalValuesOfFacts(draft.facts)) }
    return {
      outgoing: {
        message: renderAgentEmail(mail, { ...sender, identity: toAgentIdentity(sender.identity) }, email),
        key: `draft:${draft.id}`,
        companyId,
        held,
        keptAfterSend: kept,
      },
      to: kept?.to ?? draft.to,
    }
  })
  const outcomes = await enqueueEmails(
    jobs,
    tx,
    messages.map(({ outgoing }) => outgoing),
  )
  return messages.map(({ to }, index) => {
    const outcome = outcomes[index]
    if (outcome?.status === 'over-limit') return `E-mail to ${to} not sent: ${dailyLimitMessage(jobs.companyEmailsPerDay)}`
    if (outcome?.status === 'held') return `E-mail to ${to} held until someone in your company confirms their e-mail address`
    return null
  })
}

/**
 * Approves a waiting draft with the reviewer's text and queues its e-mail (queueApprovedEmails). The status check is in
 * the update, so two parallel approvals send once. Returns the note for an e-mail that was held or not sent, else null.
 */
export async function approveDraft(
  tx: Db,
  jobs: JobQueue,
  mail: AgentEmailContext,
  { companyId, draftId, userId }: { companyId: string; draftId: string; userId: string },
  input: ApproveDraftInput,
): Promise<string | null> {
  const [draft] = await tx
    .update(agentDrafts)
    .set({
      status: 'approved',
      // Every SET expression reads the row as it was: edited compares with the text as written.
      edited: sql`(${agentDrafts.subject} is distinct from ${input.subject} or ${agentDrafts.body} is distinct from ${input.body})`,
      subject: input.subject,
      body: input.body,
      decided_by: userId,
      decided_at: sql`now()`,
    })
    .where(and(eq(agentDrafts.id, draftId), eq(agentDrafts.company_id, companyId), eq(agentDrafts.status, 'awaiting')))
    .returning()
  if (!draft) return refuseDecided(tx, companyId, draftId)
  // The e-mail is queued from the row as approved, before its personal values may be masked.
  const [note] = await queueApprovedEmails(tx, jobs, mail, companyId, [draft])
  await afterDecisions(tx, companyId, [draft])
  return note ?? null
}

/** Rejects a waiting draft with the reviewer's reason; nothing is sent. */
export async function rejectDraft(
  tx: Db,
  { companyId, draftId, userId }: { companyId: string; draftId: string; userId: string },
  input: RejectDraftInput,
): Promise<void> {
  const [draft] = await tx
    .update(agentDrafts)
    .set({ status: 'rejected', rejection_reason: input.reason, decided_by: userId, decided_at: sql`now()` })
    .where(and(eq(agentDrafts.id, draftId), eq(agentDrafts.company_id, companyId), eq(agentDrafts.status, 'awaiting')))
    .returning()
  if (!draft) return refuseDecided(tx, companyId, draftId)
  await afterDecisions(tx, companyId, [draft])
}
