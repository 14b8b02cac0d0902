import { and, eq, sql } from 'drizzle-orm'
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

type Decided = { draftId: string; agentId: string; companyId: string }

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

/**
 * A decided draft of a company that keeps only what a run needs keeps no personal value, as the run and the outbox
 * keep none (docs/decisions/101-privacy-controls.md).
 */
async function forgetPersonalValues(tx: Db, draftId: string, companyId: string): Promise<void> {
  const [company] = await tx.select({ dataCollection: companies.data_collection }).from(companies).where(eq(companies.id, companyId))
  if (company?.dataCollection !== false) return
  const [draft] = await tx.select().from(agentDrafts).where(eq(agentDrafts.id, draftId))
  if (!draft) return
  const masked = maskSentDraft({ ...draft, subject: draft.subject ?? '', body: draft.body ?? '' })
  await tx
    .update(agentDrafts)
    .set({ ...masked, facts_used: draft.facts_used?.map((fact) => maskText(fact, personalValuesOfFacts(draft.facts))) ?? null })
    .where(eq(agentDrafts.id, draftId))
}

/** One waiting draft fewer for the agent: its health and the inbox follow (docs/decisions/106-ai-writing.md). */
async function afterDecision(tx: Db, { draftId, agentId, companyId }: Decided): Promise<void> {
  await forgetPersonalValues(tx, draftId, companyId)
  await tx
    .update(agents)
    .set({ awaiting_approvals: sql`greatest(${agents.awaiting_approvals} - 1, 0)` })
    .where(eq(agents.id, agentId))
  await notifyAgentChanges(tx, [{ company_id: companyId, agent_ids: [agentId], signals: false, approvals: true }])
}

/**
 * Approves a waiting draft with the reviewer's text and queues its e-mail exactly as a run queues an agent's: signed by
 * the agent, counted against the company's daily limit, held until the company proves an address, and kept masked once
 * sent when the company keeps only what a run needs. The status check is in the update, so two parallel approvals send
 * once. Returns the note for an e-mail that was held or not sent, else null.
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
  await afterDecision(tx, { draftId, agentId: draft.agent_id, companyId })

  const [sender] = await tx
    .select({
      name: agents.name,
      website: companies.website,
      company_id: companies.id,
      dataCollection: companies.data_collection,
      identity: identityColumns,
    })
    .from(agents)
    .innerJoin(companies, eq(companies.id, agents.company_id))
    .where(eq(agents.id, draft.agent_id))
  if (!sender) throw notFound('Agent not found')
  const email = { to: draft.to, subject: input.subject, text: input.body, ...(draft.action ? { action: draft.action } : {}) }
  const kept = sender.dataCollection
    ? undefined
    : { to: maskEmail(draft.to), subject: maskText(input.subject, personalValuesOfFacts(draft.facts)) }
  const held = (await findCompaniesHoldingMail(tx, [companyId])).has(companyId)
  const [outcome] = await enqueueEmails(jobs, tx, [
    {
      message: renderAgentEmail(mail, { ...sender, identity: toAgentIdentity(sender.identity) }, email),
      key: `draft:${draftId}`,
      companyId,
      held,
      keptAfterSend: kept,
    },
  ])
  const to = kept?.to ?? draft.to
  if (outcome?.status === 'over-limit') return `E-mail to ${to} not sent: ${dailyLimitMessage(jobs.companyEmailsPerDay)}`
  if (outcome?.status === 'held') return `E-mail to ${to} held until someone in your company confirms their e-mail address`
  return null
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
    .returning({ agentId: agentDrafts.agent_id })
  if (!draft) return refuseDecided(tx, companyId, draftId)
  await afterDecision(tx, { draftId, agentId: draft.agentId, companyId })
}
