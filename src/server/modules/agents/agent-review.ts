import { and, eq } from 'drizzle-orm'
import type { Agent } from '@/shared/schemas/agents'
import { suggestsAutopilot, type TrustLevel, type TrustView } from '@/shared/schemas/trust-ladder'
import type { Db } from '@/server/platform/db/client'
import { notFound } from '@/server/platform/http/http-errors'
import { agents, listTrustChanges, moveTrustLevel, readTrustEvidence } from '@/server/modules/runtime'
import { toAgent } from './company-agents'

/** The changes shown beside the ladder, newest first. */
const CHANGES_SHOWN = 20

async function requireAgentRow(db: Db, companyId: string, agentId: string) {
  const [row] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.company_id, companyId)))
  if (!row) throw notFound('Agent not found')
  return row
}

/**
 * Moves the agent on the trust ladder (docs/decisions/130-trust-ladder.md) and records who did. Drafts already waiting
 * keep waiting: each draft carries the setting of its run (docs/decisions/106-ai-writing.md).
 */
export async function setTrustLevel(db: Db, companyId: string, agentId: string, level: TrustLevel, userId: string): Promise<Agent> {
  return db.transaction(async (tx) => {
    await moveTrustLevel(tx, { companyId, agentId, to: level, changedBy: userId })
    return toAgent(await requireAgentRow(tx, companyId, agentId))
  })
}

/**
 * The older switch, kept for its callers: review on is the Review rung, off is Autopilot. An agent in Shadow asked to
 * review stays in Shadow, which sends even less.
 */
export async function setAgentReview(db: Db, companyId: string, agentId: string, reviewBeforeSend: boolean, userId: string) {
  const row = await requireAgentRow(db, companyId, agentId)
  if (reviewBeforeSend && row.trust_level === 'shadow') return toAgent(row)
  return setTrustLevel(db, companyId, agentId, reviewBeforeSend ? 'review' : 'autopilot', userId)
}

/** The owner's view of the ladder: the level, the evidence, whether Autopilot is suggested, and the latest changes. */
export async function getTrustView(db: Db, companyId: string, agentId: string): Promise<TrustView> {
  const row = await requireAgentRow(db, companyId, agentId)
  const [evidence, changes] = await Promise.all([readTrustEvidence(db, agentId), listTrustChanges(db, agentId, CHANGES_SHOWN)])
  return { level: row.trust_level, evidence, suggest_autopilot: suggestsAutopilot(row.trust_level, evidence), changes }
}
