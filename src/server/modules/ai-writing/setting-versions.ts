import { and, desc, eq, isNull, or, sql } from 'drizzle-orm'
import {
  guidanceSummary,
  knowledgeSummary,
  voiceSummary,
  type SettingKind,
  type SettingVersion,
  type VersionSettings,
} from '@/shared/ai/setting-versions'
import type { CompanyKnowledge } from '@/shared/schemas/company-knowledge'
import { users } from '@/server/modules/accounts'
import { agents } from '@/server/modules/runtime'
import type { Db } from '@/server/platform/db/client'
import { aiSettingVersions } from './schema'

// Versions of how a company's agents write (docs/decisions/135-setting-versions.md): one row per applied change, written
// in the transaction of the change itself, so a version exists if and only if the change was committed.

export type NewSettingVersion<K extends SettingKind = SettingKind> = {
  companyId: string
  /** The agent whose style guide changed; null for a company-wide change. */
  agentId?: string | null
  kind: K
  settings: VersionSettings[K]
  summary: string
  changedBy: string | null
  benchRunId?: string | null
  restoredFrom?: string | null
}

/** Records one applied change; answers the version's id. */
export async function recordSettingVersion<K extends SettingKind>(tx: Db, version: NewSettingVersion<K>): Promise<string> {
  const [row] = await tx
    .insert(aiSettingVersions)
    .values({
      company_id: version.companyId,
      agent_id: version.agentId ?? null,
      kind: version.kind,
      settings: version.settings as Record<string, unknown>,
      summary: version.summary,
      changed_by: version.changedBy,
      bench_run_id: version.benchRunId ?? null,
      restored_from: version.restoredFrom ?? null,
    })
    .returning({ id: aiSettingVersions.id })
  return row!.id
}

const LISTED = 50

/**
 * The company's latest versions, newest first; with an agent, those that touched it: its own style guide and every
 * company-wide change (the model, the knowledge, the voice), as its charts mark them.
 */
export async function listSettingVersions(db: Db, companyId: string, agentId?: string): Promise<SettingVersion[]> {
  const rows = await db
    .select({ version: aiSettingVersions, changedBy: sql<string | null>`coalesce(${users.full_name}, ${users.username})` })
    .from(aiSettingVersions)
    .leftJoin(users, eq(users.id, aiSettingVersions.changed_by))
    .where(
      and(
        eq(aiSettingVersions.company_id, companyId),
        agentId ? or(isNull(aiSettingVersions.agent_id), eq(aiSettingVersions.agent_id, agentId)) : undefined,
      ),
    )
    .orderBy(desc(aiSettingVersions.created_at), desc(aiSettingVersions.id))
    .limit(LISTED)
  return rows.map(({ version, changedBy }) => ({
    id: version.id,
    agentId: version.agent_id,
    kind: version.kind,
    summary: version.summary,
    changedBy: version.changed_by ? changedBy : 'Deleted user',
    benchRunId: version.bench_run_id,
    restoredFrom: version.restored_from,
    createdAt: version.created_at.toISOString(),
  }))
}

/** One of the company's versions with its settings, or null (none, or another company's). */
export async function readSettingVersion(db: Db, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(aiSettingVersions)
    .where(and(eq(aiSettingVersions.id, id), eq(aiSettingVersions.company_id, companyId)))
  return row ?? null
}

type Who = { companyId: string; userId: string }
type Origin = { benchRunId?: string | null; restoredFrom?: string | null }

/** A save of the company's knowledge as a version, unless it changed nothing (and restores nothing). */
export async function recordKnowledgeChange(
  tx: Db,
  { companyId, userId }: Who,
  before: CompanyKnowledge | null,
  after: CompanyKnowledge,
  origin: Origin = {},
): Promise<void> {
  if (JSON.stringify(before) === JSON.stringify(after) && !origin.restoredFrom) return
  const summary = knowledgeSummary(before, after)
  await recordSettingVersion(tx, { companyId, kind: 'knowledge', settings: after, summary, changedBy: userId, ...origin })
}

/** A save of the company's voice as a version, unless it changed nothing (and restores nothing). */
export async function recordVoiceChange(
  tx: Db,
  { companyId, userId }: Who,
  before: string | null,
  after: string | null,
  origin: Origin = {},
) {
  if (before === after && !origin.restoredFrom) return
  const settings = { voice: after }
  await recordSettingVersion(tx, { companyId, kind: 'voice', settings, summary: voiceSummary(after), changedBy: userId, ...origin })
}

/** A save of one agent's style guide as a version of that agent, unless it changed nothing (and restores nothing). */
export async function recordGuidanceChange(
  tx: Db,
  { companyId, userId }: Who,
  agentId: string,
  before: string | null,
  after: string | null,
  origin: Origin = {},
): Promise<void> {
  if (before === after && !origin.restoredFrom) return
  const [agent] = await tx.select({ id: agents.id, name: agents.name }).from(agents).where(eq(agents.id, agentId))
  if (!agent) return
  const summary = guidanceSummary(agent.name, after)
  await recordSettingVersion(tx, {
    companyId,
    agentId: agent.id,
    kind: 'guidance',
    settings: { guidance: after },
    summary,
    changedBy: userId,
    ...origin,
  })
}
