import { sql } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { addAwaitingApprovals, appendRunSteps, enqueueDraftJobs, notifyAgentChanges } from '@/server/modules/runtime'
import { LONGEST_WAIT } from './provider-failures'

// Drafts the template wrote because the provider did not answer, and that still wait for review untouched, are written
// again once it answers (docs/decisions/133-provider-outages.md): after any answer of the company's model, and by a
// probe every few minutes that writes one of them again when nothing else calls the model.

/** The run's step when its e-mail is written again. */
export const REDRAFT_STEP = 'The language model answers again: the e-mail is being written again.'

/** Drafts put back to writing per answer: the next answers take the rest, so one call never queues thousands. */
const REDRAFT_BATCH = 100

/** The probe writes again only after the provider has been quiet this long, so a long outage costs a call every few minutes. */
export const PROBE_QUIET_MS = 5 * 60 * 1000

/**
 * Puts the company's drafts that fell back for the provider, still waiting and undecided, back to writing and queues
 * them, oldest first, at most `limit`; returns their ids. One conditional statement takes each draft once (SKIP LOCKED
 * and the status check), however many answers arrive at once; the revision is bumped as when a message joins, so a
 * writer that started on the old text writes nothing. Call it in a transaction: the jobs exist iff it commits.
 */
export async function redraftAfterOutage(tx: Db, jobs: JobQueue, companyId: string, limit = REDRAFT_BATCH): Promise<string[]> {
  const taken = rowsOf<{ id: string; agent_id: string; run_id: string }>(
    await tx.execute(sql`
      with picked as (
        select d.id from agent_drafts d
        where d.company_id = ${companyId}::uuid and d.status = 'awaiting' and d.fallback_kind = 'provider'
          and not d.edited and d.decided_by is null
          and exists (
            select 1 from ai_provider_failures f
            where f.company_id = ${companyId}::uuid and f.created_at > now() - ${LONGEST_WAIT}
          )
        order by d.created_at, d.id
        limit ${limit}
        for update skip locked
      )
      update agent_drafts d set status = 'writing', revision = d.revision + 1
      from picked where d.id = picked.id and d.status = 'awaiting'
      returning d.id, d.agent_id, d.run_id`),
  )
  if (taken.length === 0) return []
  const awaiting = new Map<string, number>()
  for (const draft of taken) awaiting.set(draft.agent_id, (awaiting.get(draft.agent_id) ?? 0) - 1)
  await addAwaitingApprovals(tx, awaiting)
  await appendRunSteps(tx, new Map(taken.map((draft) => [draft.run_id, REDRAFT_STEP])))
  await enqueueDraftJobs(
    jobs,
    tx,
    taken.map((draft) => draft.id),
  )
  await notifyAgentChanges(tx, [{ company_id: companyId, agent_ids: [...awaiting.keys()], signals: false, approvals: true }])
  return taken.map((draft) => draft.id)
}

/**
 * The probe: each company with drafts waiting from an outage, whose provider has not failed for PROBE_QUIET_MS, gets
 * its oldest such draft written again. If the provider answers, that answer brings the rest (redraftAfterOutage); if
 * not, the draft falls back again and the failure is recorded. Returns the companies probed.
 */
export async function probeRecoveredProviders(db: Db, jobs: JobQueue, now = new Date()): Promise<string[]> {
  const quietSince = new Date(now.getTime() - PROBE_QUIET_MS).toISOString()
  const companies = rowsOf<{ company_id: string }>(
    await db.execute(sql`
      select f.company_id from ai_provider_failures f
      where f.created_at > ${now.toISOString()}::timestamptz - ${LONGEST_WAIT}
      group by f.company_id
      having max(f.created_at) <= ${quietSince}::timestamptz`),
  )
  const probed: string[] = []
  for (const { company_id: companyId } of companies) {
    const taken = await db.transaction((tx) => redraftAfterOutage(tx, jobs, companyId, 1))
    if (taken.length) probed.push(companyId)
  }
  return probed
}

/** Failures older than the longest wait explain no waiting draft any more; the probe's job removes them. */
export async function forgetOldProviderFailures(db: Db, now = new Date()): Promise<void> {
  await db.execute(sql`delete from ai_provider_failures where created_at < ${now.toISOString()}::timestamptz - ${LONGEST_WAIT}`)
}
