import { and, eq, sql } from 'drizzle-orm'
import type { WriterDecision } from '@/shared/ai/writer'
import { MAX_REWRITES } from '@/shared/ai/rewrites'
import type { RewriteDraftInput } from '@/shared/schemas/draft-rewrite'
import type { Db } from '@/server/platform/db/client'
import { conflict, notFound } from '@/server/platform/http/http-errors'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import {
  addAwaitingApprovals,
  agentDrafts,
  appendRunSteps,
  enqueueDraftJobs,
  learnFromReview,
  notifyAgentChanges,
} from '@/server/modules/runtime'
import { refuseDecided } from './approval-decisions'

/** Who would write the company's e-mails now: the writer decision the runtime asks (docs/decisions/106-ai-writing.md). */
export type WhoWrites = (tx: Db, companyId: string) => Promise<WriterDecision>

type Rewrite = { companyId: string; draftId: string; jobs: JobQueue; whoWrites: WhoWrites }

/**
 * "Rewrite with this feedback" (docs/decisions/131-approvals-that-teach.md): a waiting draft goes back to `writing` with
 * the reviewer's note, and the draft job writes it again (the note in its prompt, the same checks after). The draft's
 * row is locked first, so two reviewers asking at once send it back once; with no model to write it, or past
 * MAX_REWRITES, the answer is a 409 and the draft is left as it was. The note becomes a line of the agent's guide
 * unless the reviewer says not. The revision moves on, so a writer still holding the old text writes nothing.
 */
export async function rewriteDraft(tx: Db, { companyId, draftId, jobs, whoWrites }: Rewrite, input: RewriteDraftInput): Promise<void> {
  const [draft] = await tx
    .select()
    .from(agentDrafts)
    .where(and(eq(agentDrafts.id, draftId), eq(agentDrafts.company_id, companyId)))
    .for('update')
  if (!draft) throw notFound('Draft not found')
  if (draft.status !== 'awaiting') return refuseDecided(tx, companyId, draftId)
  if (draft.rewrites >= MAX_REWRITES)
    throw conflict(`It was written again ${MAX_REWRITES} times already: edit it yourself, approve it or reject it`)
  const writer = await whoWrites(tx, companyId)
  if (writer.kind === 'template') throw conflict(`No AI model can write it again: ${writer.reason}`)

  await tx
    .update(agentDrafts)
    .set({
      status: 'writing',
      feedback: input.feedback,
      rewrites: sql`${agentDrafts.rewrites} + 1`,
      revision: sql`${agentDrafts.revision} + 1`,
      // Written again at a reviewer's request, it comes back to them, whatever the agent's level says now.
      review: true,
    })
    .where(eq(agentDrafts.id, draftId))
  if (input.teach && !draft.needs_human)
    await learnFromReview(tx, { agentId: draft.agent_id, lesson: 'feedback', text: input.feedback, person: draft })
  await addAwaitingApprovals(tx, new Map([[draft.agent_id, -1]]))
  const time = draft.rewrites + 1
  await appendRunSteps(
    tx,
    new Map([[draft.run_id, `A reviewer sent the e-mail back to be written again with a note (${time} of ${MAX_REWRITES})`]]),
  )
  await enqueueDraftJobs(jobs, tx, [draftId])
  await notifyAgentChanges(tx, [{ company_id: companyId, agent_ids: [draft.agent_id], signals: false, approvals: true }])
}
