import { and, asc, eq } from 'drizzle-orm'
import type { Agent } from '@/shared/schemas/agents'
import { agents, enqueueResume, notifyAgentChange } from '@/server/modules/runtime'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import type { JobQueue } from '@/server/platform/jobs/job-queue'

// The company's deployed agents as the API shows them: the list, and pausing or activating one.

type AgentRow = typeof agents.$inferSelect

/**
 * An agent as the API shows it. Its health is its runs' alone, as its chart shows; drafts waiting in Approvals are a
 * figure of their own (`awaiting_approvals`, docs/decisions/121-review-backlog.md).
 */
export function toAgent(row: AgentRow): Agent {
  return {
    ...row,
    last_activity: row.last_activity?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }
}

export async function listAgents(db: Db, companyId: string): Promise<Agent[]> {
  const rows = await db
    .select()
    .from(agents)
    .where(eq(agents.company_id, companyId))
    .orderBy(asc(agents.created_at), asc(agents.catalogue_id))
  return rows.map(toAgent)
}

/**
 * Pauses or activates one of the company's agents; another company's agent is not found.
 * Activation queues the agent's waiting runs in the same transaction, so they run in order (docs/product.md#agent-runtime).
 */
export async function setAgentStatus(
  db: Db,
  jobs: JobQueue,
  companyId: string,
  agentId: string,
  status: 'active' | 'paused',
): Promise<Agent> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(agents)
      .set({ status })
      .where(and(eq(agents.id, agentId), eq(agents.company_id, companyId)))
      .returning()
    if (!row) throw notFound('Agent not found')
    if (status === 'active') await enqueueResume(jobs, tx, row.id)
    await notifyAgentChange(tx, { company_id: companyId, agent_ids: [row.id], signals: false })
    return toAgent(row)
  })
}
