import { and, eq, inArray, sql } from 'drizzle-orm'
import type { BulkDecisionInput, BulkDecisionResult } from '@/shared/schemas/approvals'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { agentDrafts, type AgentEmailContext } from '@/server/modules/runtime'
import { afterDecisions, sendApproved } from './approval-decisions'

type Result = BulkDecisionResult['results'][number]
const NOT_READY = new Set(['writing', 'scheduled'])

/**
 * Approves the chosen drafts as written, or rejects them with one reason (docs/decisions/126-approvals-review-queue.md):
 * one conditional update decides every draft still awaiting in the caller's company, so two bulk calls on the same ids
 * decide each once; the e-mails go through the outbox in one batch with the single approval's effects. Every other id
 * is reported as skipped, with why, and nothing about another company's draft is told apart from a missing one.
 */
export async function decideInBulk(
  tx: Db,
  jobs: JobQueue,
  mail: AgentEmailContext,
  { companyId, userId }: { companyId: string; userId: string },
  input: BulkDecisionInput,
): Promise<BulkDecisionResult> {
  const ids = [...new Set(input.ids)]
  const approving = input.action === 'approve'
  const decided = await tx
    .update(agentDrafts)
    .set(
      approving
        ? { status: 'scheduled', edited: false, decided_by: userId, decided_at: sql`now()` }
        : { status: 'rejected', rejection_reason: input.reason ?? null, decided_by: userId, decided_at: sql`now()` },
    )
    .where(
      and(
        inArray(agentDrafts.id, ids),
        eq(agentDrafts.company_id, companyId),
        eq(agentDrafts.status, 'awaiting'),
        // An answer someone has yet to write is approved with its text, on its own page.
        approving ? eq(agentDrafts.needs_human, false) : undefined,
      ),
    )
    .returning()
  await afterDecisions(tx, companyId, decided, approving ? { approved: true } : { notice: { jobs, mail } })
  const notes = approving ? await sendApproved(tx, jobs, mail, decided) : []

  const decidedIds = new Set(decided.map((draft) => draft.id))
  const rest = ids.filter((id) => !decidedIds.has(id))
  const others = rest.length
    ? await tx
        .select({ id: agentDrafts.id, status: agentDrafts.status, needsHuman: agentDrafts.needs_human })
        .from(agentDrafts)
        .where(and(inArray(agentDrafts.id, rest), eq(agentDrafts.company_id, companyId)))
    : []
  const statusOf = new Map(others.map((row) => [row.id, row.status === 'awaiting' && row.needsHuman ? 'needs-answer' : row.status]))
  const noteOf = new Map(decided.map((draft, index) => [draft.id, notes[index] ?? null]))
  const results = ids.map((id): Result => {
    if (decidedIds.has(id)) return { id, outcome: approving ? 'approved' : 'rejected', skipped: null, email: noteOf.get(id) ?? null }
    const status = statusOf.get(id)
    const skipped =
      status === undefined
        ? 'not-found'
        : status === 'needs-answer'
          ? 'needs-answer'
          : NOT_READY.has(status)
            ? 'not-ready'
            : 'already-decided'
    return { id, outcome: 'skipped', skipped, email: null }
  })
  return {
    results,
    approved: approving ? decided.length : 0,
    rejected: approving ? 0 : decided.length,
    skipped: rest.length,
  }
}
