import { sql } from 'drizzle-orm'
import type { ProviderOutage } from '@/shared/ai/ai-status'
import { OUTAGE_FAILURES, OUTAGE_WINDOW_MS } from '@/shared/ai/outage-words'
import { DRAFT_EXPIRY_CHOICES } from '@/shared/schemas/agent-pacing'
import type { AiProvider } from '@/shared/ai/providers'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { aiProviderFailures } from './schema'

/**
 * How long a draft may wait in Approvals at most (the longest expiry a company may choose, and a day): an outage older
 * than this left no draft waiting, and a draft written this month was created at most this long before it.
 */
export const LONGEST_WAIT = sql.raw(`interval '${Math.max(...DRAFT_EXPIRY_CHOICES) + 1} days'`)

// A provider that does not answer (docs/decisions/133-provider-outages.md): each error or timeout of a company's calls
// is a row; more than 5 in the last hour, with no answer since, names the outage in the workspace's banner.

/** Records one failed call of the company's model: an error status, a network failure or no answer in time. */
export async function recordProviderFailure(
  db: Db,
  companyId: string,
  endpoint: { provider: AiProvider; model: string },
  reason: string,
  now = new Date(),
): Promise<void> {
  await db.insert(aiProviderFailures).values({
    company_id: companyId,
    provider: endpoint.provider,
    model: endpoint.model,
    reason: reason.slice(0, 500),
    created_at: now,
  })
}

/**
 * The outage of the model the company writes with now, if any: more than OUTAGE_FAILURES failures in the last hour and
 * no draft the model answered for since the latest of them. Another model's failures are not this model's outage.
 */
export async function readProviderOutage(
  db: Db,
  companyId: string,
  current: { provider: AiProvider; model: string } | null,
  now = new Date(),
): Promise<ProviderOutage | null> {
  if (!current) return null
  const since = new Date(now.getTime() - OUTAGE_WINDOW_MS).toISOString()
  const rows = rowsOf<{ failures: number; last_at: string | Date; answered: boolean }>(
    await db.execute(sql`
      with recent as (
        select count(*)::int as failures, max(created_at) as last_at from ai_provider_failures
        where company_id = ${companyId}::uuid and created_at > ${since}::timestamptz
          and provider = ${current.provider} and model = ${current.model}
      )
      select recent.failures, recent.last_at, exists (
        -- An answer since the latest failure ends the outage: a draft the model wrote, or whose text the checks refused.
        -- No draft older than the longest wait can have been written again since.
        select 1 from agent_drafts d
        where d.company_id = ${companyId}::uuid and d.created_at > recent.last_at - ${LONGEST_WAIT}
          and d.written_at > recent.last_at and d.model = ${current.model}
          and (d.writer = 'model' or d.fallback_kind = 'refused')
      ) as answered
      from recent where recent.failures > ${OUTAGE_FAILURES}`),
  )
  const [row] = rows
  if (!row || row.answered) return null
  return { ...current, failures: row.failures, lastAt: new Date(row.last_at).toISOString() }
}
