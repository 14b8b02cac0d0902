import { desc, eq } from 'drizzle-orm'
import { findCatalogueAgent, type CatalogueAgent } from '@/shared/agents/catalogue'
import { rankAgentsForCompany, type RankedAgentForCompany } from '@/shared/agents/rank-agents'
import type { Agent } from '@/shared/schemas/agents'
import type { OnboardingStepId } from '@/shared/wizards/onboarding-steps'
import { getProgress, onboardingSubmissions, saveProgress } from '@/server/modules/onboarding'
import { agents } from '@/server/modules/runtime'
import type { Db } from '@/server/platform/db/client'
import { badRequest } from '@/server/platform/http/http-errors'
import { listAgents } from './company-agents'

// What a company deploys: the catalogue ranked for its latest questionnaire, and deploying the agents it chose.

/** The company's latest questionnaire answers, if it has sent one. */
export async function getLatestSubmission(db: Db, companyId: string) {
  const [row] = await db
    .select({ data: onboardingSubmissions.data })
    .from(onboardingSubmissions)
    .where(eq(onboardingSubmissions.company_id, companyId))
    .orderBy(desc(onboardingSubmissions.version))
    .limit(1)
  return row?.data
}

/** The catalogue ranked for the company's latest questionnaire (docs/product.md#recommendation-ranking). */
export async function getRecommendations(db: Db, companyId: string): Promise<RankedAgentForCompany[]> {
  return rankAgentsForCompany(await getLatestSubmission(db, companyId))
}

const DEPLOYED_STEPS: OnboardingStepId[] = ['agent-recommendations', 'deployment']

/**
 * Deploys catalogue agents for a company in one transaction: new ones start active, health 100,
 * counters 0; ones it already has stay as they are (idempotent). No ids → the recommended set.
 * An unknown id refuses the whole request before anything is written.
 */
export async function deployAgents(db: Db, companyId: string, agentIds: string[] | undefined): Promise<Agent[]> {
  const chosen: CatalogueAgent[] = []
  if (agentIds) {
    const unknown = agentIds.filter((id) => !findCatalogueAgent(id))
    if (unknown.length) throw badRequest(`Unknown agent: ${unknown.join(', ')}`, [{ path: 'agentIds', message: 'Unknown agent' }])
    for (const id of new Set(agentIds)) chosen.push(findCatalogueAgent(id)!)
  } else {
    chosen.push(...(await getRecommendations(db, companyId)))
  }
  await db.transaction(async (tx) => {
    const values = chosen.map((agent) => ({
      company_id: companyId,
      catalogue_id: agent.id,
      name: agent.name,
      display_name: agent.display_name,
      agent_type: agent.agent_type,
      context_id: agent.context_id,
      intent: agent.intent,
      signals: [...agent.signals],
      tools_used: [...agent.tools_used],
      output: agent.output,
      personality: agent.personality,
      avatar_color: agent.avatar_color,
      description: agent.description,
    }))
    await tx
      .insert(agents)
      .values(values)
      .onConflictDoNothing({ target: [agents.company_id, agents.catalogue_id] })
    const progress = await getProgress(tx, companyId)
    await saveProgress(tx, companyId, {
      current_step: 'completed',
      steps_completed: [...(progress?.steps_completed ?? []), ...DEPLOYED_STEPS],
    })
  })
  return listAgents(db, companyId)
}
