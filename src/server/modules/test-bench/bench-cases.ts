import { and, asc, eq } from 'drizzle-orm'
import type { BenchCase } from '@/shared/schemas/test-bench'
import type { Db } from '@/server/platform/db/client'
import { agentDrafts, agentRuns, agents } from '@/server/modules/runtime'
import { parseCurrent, parseProposed } from './bench-stored'
import { testBenchCases } from './schema'

/** A run's cases in order, each with its agent and the trigger it replays (null once the e-mail is no longer kept). */
export async function readCases(db: Db, companyId: string, runId: string): Promise<BenchCase[]> {
  const rows = await db
    .select({
      item: testBenchCases,
      agent: { id: agents.id, name: agents.name },
      trigger: agentRuns.trigger,
    })
    .from(testBenchCases)
    .leftJoin(agentDrafts, and(eq(agentDrafts.id, testBenchCases.draft_id), eq(agentDrafts.company_id, companyId)))
    .leftJoin(agents, eq(agents.id, agentDrafts.agent_id))
    .leftJoin(agentRuns, eq(agentRuns.id, agentDrafts.run_id))
    .where(eq(testBenchCases.run_id, runId))
    .orderBy(asc(testBenchCases.position))
  return rows.map(({ item, agent, trigger }) => {
    const current = parseCurrent(item.current)
    const proposed = parseProposed(item.proposed)
    return {
      position: item.position,
      draftId: item.draft_id,
      agent: agent?.id ? { id: agent.id, name: agent.name } : null,
      trigger,
      current: current.side,
      proposed: proposed.side,
      verdict: item.verdict,
      decidedBy: proposed.extras?.decidedBy ?? null,
      skipped: current.skipped,
    }
  })
}
