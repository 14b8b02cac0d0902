import { and, eq, sql } from 'drizzle-orm'
import type { ApproveDraftInput, RejectDraftInput } from '@/shared/ai/draft'
import { maskSentDraft, personalValuesOfFacts } from '@/shared/ai/draft-privacy'
import { maskText } from '@/shared/privacy/mask'
import type { Db } from '@/server/platform/db/client'
import { conflict, notFound } from '@/server/platform/http/http-errors'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { companies, users } from '@/server/modules/accounts'
import { agentDrafts, agents, notifyAgentChanges, sendReadyDrafts, type AgentEmailContext } from '@/server/modules/runtime'

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
  if (row.status === 'scheduled')
    throw conflict(by ? `Already approved${by}; it goes out when the person's message window allows` : 'It goes out on its own shortly')
  if (row.status === 'merged') throw conflict('It joined another e-mail to the same person: review that one')
  if (row.status === 'expired') throw conflict('It expired without review')
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
async function afterDecision(tx: Db, { draftId, agentId, companyId }: Decided, { forget = true } = {}): Promise<void> {
  // An approved draft forgets its personal values once it is sent (draft-dispatch.ts), not before.
  if (forget) await forgetPersonalValues(tx, draftId, companyId)
  await tx
    .update(agents)
    .set({ awaiting_approvals: sql`greatest(${agents.awaiting_approvals} - 1, 0)` })
    .where(eq(agents.id, agentId))
  await notifyAgentChanges(tx, [{ company_id: companyId, agent_ids: [agentId], signals: false, approvals: true }])
}

/**
 * Approves a waiting draft with the reviewer's text and sends it as a run's e-mail goes (docs/decisions/127): as the
 * company's, counted against its daily limit, held until the company proves an address, kept masked once sent when the
 * company keeps only what a run needs, and not before the person's message window allows. The status check is in the
 * update, so two parallel approvals send once. Returns the note for an e-mail that was held or not sent, else null.
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
      status: 'scheduled',
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
  await afterDecision(tx, { draftId, agentId: draft.agent_id, companyId }, { forget: false })
  const notes = await sendReadyDrafts(tx, jobs, mail, [draftId], { waitForChain: false })
  return notes.get(draftId) ?? null
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
