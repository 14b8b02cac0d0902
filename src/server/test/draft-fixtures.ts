import type { Db } from '@/server/platform/db/client'
import { agentDrafts, agentRuns } from '@/server/modules/runtime'

type DraftValues = Omit<typeof agentDrafts.$inferInsert, 'company_id' | 'agent_id' | 'run_id'>

/** A draft and the run that wrote it, as the runtime leaves them: `values` are the draft's own columns. */
export async function insertRunAndDraft(
  db: Db,
  { companyId, agentId }: { companyId: string; agentId: string },
  values: DraftValues,
): Promise<{ draftId: string; runId: string }> {
  const [run] = await db
    .insert(agentRuns)
    .values({
      company_id: companyId,
      agent_id: agentId,
      dedupe_key: `test:${crypto.randomUUID()}`,
      trigger: 'lead.created',
      status: 'succeeded',
    })
    .returning({ id: agentRuns.id })
  const [draft] = await db
    .insert(agentDrafts)
    .values({ company_id: companyId, agent_id: agentId, run_id: run!.id, ...values })
    .returning({ id: agentDrafts.id })
  return { draftId: draft!.id, runId: run!.id }
}
