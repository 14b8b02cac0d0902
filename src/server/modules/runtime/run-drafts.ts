import { sql } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { enqueueDraftJobs } from './agent-jobs'
import { notifyAgentChanges } from './agent-changes'
import type { AgentEmailContext } from './agent-email'
import { sendReadyDrafts } from './draft-dispatch'
import { placeDrafts, type PlannedDraft } from './person-messages'

/** Adds one step to each run's timeline, in one statement. */
export async function appendRunSteps(tx: Db, steps: Map<string, string>): Promise<void> {
  if (steps.size === 0) return
  const values = [...steps].map(([runId, step]) => sql`(${runId}::uuid, ${JSON.stringify([step])}::jsonb)`)
  await tx.execute(sql`
    update agent_runs set steps = coalesce(agent_runs.steps, '[]'::jsonb) || v.step
    from (values ${sql.join(values, sql`, `)}) as v(id, step)
    where agent_runs.id = v.id`)
}

/** Each agent's count of drafts waiting for review, moved by the placement's changes. */
export async function addAwaitingApprovals(tx: Db, awaiting: Map<string, number>): Promise<void> {
  const changed = [...awaiting].filter(([, delta]) => delta !== 0)
  if (changed.length === 0) return
  const values = changed.map(([agentId, delta]) => sql`(${agentId}::uuid, ${delta}::int)`)
  await tx.execute(sql`
    update agents set awaiting_approvals = greatest(agents.awaiting_approvals + v.delta, 0)
    from (values ${sql.join(values, sql`, `)}) as v(id, delta)
    where agents.id = v.id`)
}

/**
 * The runs' e-mails, after their runs are written (docs/decisions/127-one-message-per-person.md): drafts placed (new,
 * joined to the person's open one, or dropped for an unsubscribed address), a model's writing queued, waiting counts
 * moved, and drafts ready to go sent when the person's window and the company's chain of work allow.
 */
export async function writeRunDrafts(tx: Db, jobs: JobQueue, mail: AgentEmailContext, drafts: PlannedDraft[]): Promise<void> {
  if (drafts.length === 0) return
  const placement = await placeDrafts(tx, drafts)
  await enqueueDraftJobs(jobs, tx, placement.toWrite)
  await addAwaitingApprovals(tx, placement.awaiting)
  await appendRunSteps(tx, placement.steps)
  const notes = await sendReadyDrafts(tx, jobs, mail, placement.ready)
  void notes
  if (placement.awaiting.size > 0)
    await notifyAgentChanges(
      tx,
      [...placement.awaiting.keys()].map((agentId) => ({
        company_id: drafts.find(({ row }) => row.agent_id === agentId)?.row.company_id ?? '',
        agent_ids: [agentId],
        signals: false,
        approvals: true as const,
      })),
    )
}
