import { and, eq } from 'drizzle-orm'
import type { CompanyKnowledge } from '@/shared/schemas/company-knowledge'
import type { Db } from '@/server/platform/db/client'
import { conflict } from '@/server/platform/http/http-errors'
import { getCompanyKnowledge, readWritingVoice, saveWritingVoice, setCompanyKnowledge } from '@/server/modules/accounts'
import { recordGuidanceChange, recordKnowledgeChange, recordVoiceChange } from '@/server/modules/ai-writing'
import { agents, readGuidance, saveGuidance } from '@/server/modules/runtime'

// The company-wide settings and an agent's guide written by the test bench's Apply and by a restore
// (docs/decisions/134-test-bench.md, 135-setting-versions.md): through the functions the settings pages save with, each
// recorded as a version in the same transaction.

export type Who = { companyId: string; userId: string }
export type Origin = { benchRunId?: string; restoredFrom?: string }

export async function writeKnowledge(tx: Db, who: Who, knowledge: CompanyKnowledge, origin: Origin): Promise<void> {
  const before = await getCompanyKnowledge(tx, who.companyId)
  const saved = await setCompanyKnowledge(tx, who.companyId, knowledge)
  await recordKnowledgeChange(tx, who, before, saved, origin)
}

export async function writeVoice(tx: Db, who: Who, voice: string | null, origin: Origin): Promise<void> {
  const before = await readWritingVoice(tx, who.companyId)
  const saved = await saveWritingVoice(tx, who.companyId, voice ?? '')
  await recordVoiceChange(tx, who, before.voice, saved.voice, origin)
}

export const AGENT_GONE = 'This agent is no longer deployed, so its style guide cannot change'

export async function writeGuidance(tx: Db, who: Who, agentId: string, guidance: string | null, origin: Origin): Promise<void> {
  const [agent] = await tx
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.company_id, who.companyId)))
  if (!agent) throw conflict(AGENT_GONE)
  const before = await readGuidance(tx, who.companyId, agentId)
  const saved = await saveGuidance(tx, { ...who, agentId, guidance: guidance ?? '' })
  await recordGuidanceChange(tx, who, agent.id, before.guidance, saved.guidance, origin)
}
