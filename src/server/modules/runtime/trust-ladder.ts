import { desc, eq, sql, type SQL } from 'drizzle-orm'
import {
  DEMOTION_RULE,
  demotionDue,
  demotionReason,
  PROMOTION_RULE,
  type TrustChange,
  type TrustEvidence,
  type TrustLevel,
} from '@/shared/schemas/trust-ladder'
import { users } from '@/server/modules/accounts'
import type { Db } from '@/server/platform/db/client'
import { rowsOf, uuidArray } from '@/server/platform/db/raw-sql'
import { notifyAgentChanges } from './agent-changes'
import { agentTrustChanges } from './agents-schema'
import { mailDemotion, type DemotionNotice } from './trust-demotion-email'

// The trust ladder's evidence and moves (docs/decisions/130-trust-ladder.md). Kept in the runtime because the
// transactions that record a rejection (approvals) or a refusal (the draft job) move an agent back to Review.

/**
 * A draft that counts against the agent: rejected by a person (with the playbook's e-mail sent instead too, from the
 * decision on: docs/decisions/131-approvals-that-teach.md), or the model's text refused (the template went out).
 */
const MISS = sql`(((d.status = 'rejected' or d.template_sent) and d.decided_by is not null)
  or (d.writer = 'template' and d.fallback_reason is not null and d.model is not null and d.fallback_kind is distinct from 'provider'))`
/** A provider that did not answer is not the agent's refusal (docs/decisions/133-provider-outages.md). */
const REFUSAL = sql`(d.writer = 'template' and d.fallback_reason is not null and d.model is not null and d.fallback_kind is distinct from 'provider')`

/** The agent's latest written drafts, newest first: `agent_drafts_agent_created_idx` read backwards, at most `limit`. */
const latestWritten = (agentId: SQL, limit: number) => sql`
  select d.status, d.decided_by, d.writer, d.fallback_reason, d.fallback_kind, d.model, d.template_sent from agent_drafts d
  where d.agent_id = ${agentId} and d.status not in ('writing', 'merged')
  order by d.created_at desc limit ${limit}`

/** The evidence a promotion rests on, in one statement. */
export async function readTrustEvidence(db: Db, agentId: string): Promise<TrustEvidence> {
  const agent = sql`${agentId}::uuid`
  const rows = await db.execute(sql`
    select
      count(*) filter (where true)::int as reviewed,
      count(*) filter (where d.status <> 'rejected' and not d.template_sent and not d.edited)::int as approved_unedited,
      (select count(*) filter (where ${REFUSAL}) from (${latestWritten(agent, PROMOTION_RULE.refusalWindow)}) d)::int
        as refusals_recent,
      (select count(*) filter (where ${MISS}) from (${latestWritten(agent, DEMOTION_RULE.window)}) d)::int as misses_last_20
    from agent_drafts d
    where d.agent_id = ${agent} and d.decided_by is not null
      and d.status in ('approved', 'scheduled', 'rejected')
      and d.decided_at > now() - ${PROMOTION_RULE.windowDays} * interval '1 day'`)
  const [row] = rowsOf<TrustEvidence>(rows)
  return row ?? { reviewed: 0, approved_unedited: 0, refusals_recent: 0, misses_last_20: 0 }
}

type Move = { companyId: string; agentId: string; to: TrustLevel; changedBy: string | null; reason?: string | null }

/**
 * Moves an agent on the ladder and records the change with who and why; `review_before_send` follows (false only on
 * Autopilot) for the readers that still ask it. Returns the level it left, or null when the agent is not the company's
 * or already there (nothing recorded).
 */
export async function moveTrustLevel(tx: Db, move: Move): Promise<{ from: TrustLevel; changeId: string } | null> {
  const rows = await tx.execute(sql`
    with old as (
      select id, trust_level from agents
      where id = ${move.agentId}::uuid and company_id = ${move.companyId}::uuid and trust_level <> ${move.to}
      for update
    ), moved as (
      update agents a set trust_level = ${move.to}, review_before_send = ${move.to !== 'autopilot'}
      from old where a.id = old.id
      returning old.trust_level as from_level
    )
    insert into agent_trust_changes (company_id, agent_id, from_level, to_level, changed_by, automatic, reason)
    select ${move.companyId}::uuid, ${move.agentId}::uuid, from_level, ${move.to}, ${move.changedBy}::uuid,
      ${move.changedBy === null}, ${move.reason ?? null}
    from moved
    returning id, from_level`)
  const [row] = rowsOf<{ id: string; from_level: TrustLevel }>(rows)
  if (!row) return null
  await notifyAgentChanges(tx, [{ company_id: move.companyId, agent_ids: [move.agentId], signals: false }])
  return { from: row.from_level, changeId: row.id }
}

/**
 * Moves back to Review each of these agents that is on Autopilot and whose last 20 drafts hold more than 3 rejections
 * or refusals, with the reason on its ladder's history, and e-mails the company's owners why. Call it in the transaction
 * that recorded the rejection or refusal.
 */
export async function demoteOnSpike(tx: Db, agentIds: string[], notice: DemotionNotice): Promise<string[]> {
  if (agentIds.length === 0) return []
  const rows = await tx.execute(sql`
    select a.id, a.company_id,
      (select count(*) filter (where ${MISS}) from (${latestWritten(sql`a.id`, DEMOTION_RULE.window)}) d)::int as misses
    from agents a
    where a.id = any(${uuidArray([...new Set(agentIds)])}) and a.trust_level = 'autopilot'`)
  const demoted: string[] = []
  for (const row of rowsOf<{ id: string; company_id: string; misses: number }>(rows)) {
    if (!demotionDue(row.misses)) continue
    const reason = demotionReason(row.misses)
    const moved = await moveTrustLevel(tx, { companyId: row.company_id, agentId: row.id, to: 'review', changedBy: null, reason })
    if (!moved) continue
    await mailDemotion(tx, notice, { changeId: moved.changeId, companyId: row.company_id, agentId: row.id, reason })
    demoted.push(row.id)
  }
  return demoted
}

/** The agent's latest moves on the ladder, newest first, with the name of the member who made each. */
export async function listTrustChanges(db: Db, agentId: string, limit: number): Promise<TrustChange[]> {
  const rows = await db
    .select({ change: agentTrustChanges, name: sql<string | null>`coalesce(${users.full_name}, ${users.username})` })
    .from(agentTrustChanges)
    .leftJoin(users, eq(users.id, agentTrustChanges.changed_by))
    .where(eq(agentTrustChanges.agent_id, agentId))
    .orderBy(desc(agentTrustChanges.created_at), desc(agentTrustChanges.id))
    .limit(limit)
  return rows.map(({ change, name }) => ({
    id: change.id,
    from_level: change.from_level,
    to_level: change.to_level,
    changed_by_name: change.automatic ? null : (name ?? 'A former member'),
    automatic: change.automatic,
    reason: change.reason,
    created_at: change.created_at.toISOString(),
  }))
}
