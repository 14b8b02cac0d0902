import { and, eq, sql } from 'drizzle-orm'
import type { ApproveDraftInput, RejectDraftInput } from '@/shared/ai/draft'
import { maskSentDraft, personalValuesOfFacts } from '@/shared/ai/draft-privacy'
import { maskText } from '@/shared/privacy/mask'
import type { Db } from '@/server/platform/db/client'
import { conflict, notFound } from '@/server/platform/http/http-errors'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { companies, users } from '@/server/modules/accounts'
import {
  agentDrafts,
  agents,
  demoteOnSpike,
  learnFromReview,
  notifyAgentChanges,
  sendReadyDrafts,
  type AgentEmailContext,
  type DemotionNotice,
} from '@/server/modules/runtime'

/** Why a draft can no longer be decided: who decided it, or that it is not ready (409). */
export async function refuseDecided(tx: Db, companyId: string, draftId: string): Promise<never> {
  const [row] = await tx
    .select({
      status: agentDrafts.status,
      templateSent: agentDrafts.template_sent,
      needsHuman: agentDrafts.needs_human,
      decider: sql<string | null>`coalesce(${users.full_name}, ${users.username})`,
    })
    .from(agentDrafts)
    .leftJoin(users, eq(users.id, agentDrafts.decided_by))
    .where(and(eq(agentDrafts.id, draftId), eq(agentDrafts.company_id, companyId)))
  if (!row) throw notFound('Draft not found')
  const by = row.decider ? ` by ${row.decider}` : ''
  if (row.status === 'approved') throw conflict(`Already approved${by}`)
  if (row.status === 'rejected') throw conflict(`Already rejected${by}`)
  if (row.status === 'sent') throw conflict('Already sent: this agent sends without review')
  if (row.status === 'scheduled' && row.templateSent)
    throw conflict(`Already rejected${by}; the playbook's e-mail goes out when the person's message window allows`)
  if (row.status === 'awaiting' && row.needsHuman)
    throw conflict('An answer to a reply has no playbook e-mail to send instead: reject it without one, or write the answer')
  if (row.status === 'scheduled')
    throw conflict(by ? `Already approved${by}; it goes out when the person's message window allows` : 'It goes out on its own shortly')
  if (row.status === 'merged') throw conflict('It joined another e-mail to the same person: review that one')
  if (row.status === 'expired') throw conflict('It expired without review')
  if (row.status === 'shadow') throw conflict('Its agent is in Shadow: this e-mail is kept to be read, never sent')
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
export async function afterDecisions(
  tx: Db,
  companyId: string,
  drafts: DraftRow[],
  // A rejection may move an agent back to Review, which its owners are told of by e-mail (`notice`).
  decision: { approved: true } | { approved?: false; notice: DemotionNotice },
): Promise<void> {
  const approved = decision.approved === true
  if (drafts.length === 0) return
  // An approved draft forgets its personal values once it is sent (draft-dispatch.ts): it may wait for the window.
  if (!approved) await forgetPersonalValues(tx, companyId, drafts)
  const perAgent = new Map<string, number>()
  for (const draft of drafts) perAgent.set(draft.agent_id, (perAgent.get(draft.agent_id) ?? 0) + 1)
  for (const [agentId, decided] of perAgent) {
    await tx
      .update(agents)
      .set({ awaiting_approvals: sql`greatest(${agents.awaiting_approvals} - ${decided}, 0)` })
      .where(eq(agents.id, agentId))
  }
  await notifyAgentChanges(tx, [{ company_id: companyId, agent_ids: [...perAgent.keys()], signals: false, approvals: true }])
  // A spike of rejections moves an agent on Autopilot back to Review (docs/decisions/130-trust-ladder.md).
  if (!decision.approved) await demoteOnSpike(tx, [...perAgent.keys()], decision.notice)
}

/**
 * Sends drafts a person approved (status `scheduled`, `decided_by` set) as a run's e-mail goes (docs/decisions/127):
 * as the company's, counted against its daily limit, held until the company proves an address, masked once sent when
 * the company keeps only what a run needs, and not before the person's message window allows. Returns, draft by draft,
 * the note for an e-mail that was held or not sent, else null.
 */
export async function sendApproved(tx: Db, jobs: JobQueue, mail: AgentEmailContext, drafts: DraftRow[]): Promise<(string | null)[]> {
  const notes = await sendReadyDrafts(
    tx,
    jobs,
    mail,
    drafts.map((draft) => draft.id),
    { waitForChain: false },
  )
  return drafts.map((draft) => notes.get(draft.id) ?? null)
}

/**
 * Approves a waiting draft with the reviewer's text and sends it (sendApproved). The status check is in the update, so
 * two parallel approvals send once. Returns the note for an e-mail that was held or not sent, else null.
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
  await afterDecisions(tx, companyId, [draft], { approved: true })
  const [note] = await sendApproved(tx, jobs, mail, [draft])
  return note ?? null
}

/**
 * Rejects a waiting draft with the reviewer's reason, which becomes a line of the agent's style guide unless the reviewer
 * says not (`teach`). Nothing is sent, unless the reviewer chose to send the playbook's e-mail instead: then it goes as
 * an approval's e-mail does (`template_sent`), and the draft still counts as a rejection
 * (docs/decisions/131-approvals-that-teach.md). Returns the note for an e-mail that was held or not sent, else null.
 */
export async function rejectDraft(
  tx: Db,
  jobs: JobQueue,
  mail: AgentEmailContext,
  { companyId, draftId, userId }: { companyId: string; draftId: string; userId: string },
  input: RejectDraftInput,
): Promise<string | null> {
  const sending = input.sendTemplate
  const [draft] = await tx
    .update(agentDrafts)
    .set({
      // Ready to go, as an approved draft is; sending makes it `rejected` (sendReadyDrafts).
      status: sending ? 'scheduled' : 'rejected',
      template_sent: sending,
      rejection_reason: input.reason,
      decided_by: userId,
      decided_at: sql`now()`,
    })
    .where(
      and(
        eq(agentDrafts.id, draftId),
        eq(agentDrafts.company_id, companyId),
        eq(agentDrafts.status, 'awaiting'),
        // An answer to a reply has no playbook e-mail that answers it (docs/decisions/129-answers-in-the-thread.md).
        sending ? eq(agentDrafts.needs_human, false) : undefined,
      ),
    )
    .returning()
  if (!draft) return refuseDecided(tx, companyId, draftId)
  // An answer nobody wrote taught nothing about the agent's writing.
  if (input.teach && !draft.needs_human)
    await learnFromReview(tx, { agentId: draft.agent_id, lesson: 'rejection', text: input.reason, person: draft })
  if (!sending) {
    await afterDecisions(tx, companyId, [draft], { notice: { jobs, mail } })
    return null
  }
  // Counted as an approval's e-mail is (kept until sent, then masked), and as a rejection on the trust ladder.
  await afterDecisions(tx, companyId, [draft], { approved: true })
  await demoteOnSpike(tx, [draft.agent_id], { jobs, mail })
  const [note] = await sendApproved(tx, jobs, mail, [draft])
  return note ?? null
}
