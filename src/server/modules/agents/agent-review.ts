import { and, eq } from 'drizzle-orm'
import type { Agent } from '@/shared/schemas/agents'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import { agents, notifyAgentChange } from '@/server/modules/runtime'
import { toAgent } from './company-agents'

/**
 * Whether the agent's drafts wait in Approvals for a person or are sent as written (docs/decisions/106-ai-writing.md).
 * Drafts already waiting keep waiting: each draft carries the setting of its run.
 */
export async function setAgentReview(db: Db, companyId: string, agentId: string, reviewBeforeSend: boolean): Promise<Agent> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(agents)
      .set({ review_before_send: reviewBeforeSend })
      .where(and(eq(agents.id, agentId), eq(agents.company_id, companyId)))
      .returning()
    if (!row) throw notFound('Agent not found')
    await notifyAgentChange(tx, { company_id: companyId, agent_ids: [row.id], signals: false })
    return toAgent(row)
  })
}
