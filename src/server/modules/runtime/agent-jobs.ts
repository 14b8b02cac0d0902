import { sql } from 'drizzle-orm'
import { fromDrizzle } from 'pg-boss'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'

// Events and signals are work lists in their own tables (decision 073); the job queue carries only the
// drain of an agent's waiting runs on activation, whose runs are idempotent (unique dedupe keys).
export const AGENT_RESUME_QUEUE = 'agent.resume'

export type AgentResumeJob = { agentId: string }

// A drain takes seconds at most: a job still active after a minute belongs to a process that died, and is retried.
export const AGENT_JOB_RETRY = { retryLimit: 10, retryDelay: 1, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 60 }

/** Queues work in the caller's transaction `tx`: the job exists iff what it processes was committed. */
export async function enqueueAgentJob(jobs: JobQueue, tx: Db, queue: typeof AGENT_RESUME_QUEUE, data: AgentResumeJob): Promise<void> {
  await jobs.boss.send(queue, data, { ...AGENT_JOB_RETRY, db: fromDrizzle(tx as never, sql as never) })
}

/** A language model writes a run's e-mail (docs/decisions/106-ai-writing.md); the ai-writing module works the queue. */
export const AGENT_DRAFT_QUEUE = 'agent.draft'

export type AgentDraftJob = { draftId: string }

// A model call is given at most AI_TIMEOUT_MS (2 minutes at most): a job active for longer belongs to a dead process.
export const AGENT_DRAFT_JOB_RETRY = { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 300 }

/** Queues the drafts' writing in the caller's transaction, one job each: a job exists iff its draft was committed. */
export async function enqueueDraftJobs(jobs: JobQueue, tx: Db, draftIds: string[]): Promise<void> {
  const db = fromDrizzle(tx as never, sql as never)
  await jobs.boss.insert(
    AGENT_DRAFT_QUEUE,
    draftIds.map((draftId) => ({ data: { draftId } satisfies AgentDraftJob, ...AGENT_DRAFT_JOB_RETRY })),
    { db },
  )
}
