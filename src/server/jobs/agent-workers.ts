import type { Job } from 'pg-boss'
import type { Db } from '../db/client'
import { processEvent, processSignal, resumeAgent } from '../services/agent-runtime'
import { AGENT_EVENT_QUEUE, AGENT_JOB_RETRY, AGENT_QUEUES, AGENT_RESUME_QUEUE, AGENT_SIGNAL_QUEUE, type AgentEventJob, type AgentResumeJob, type AgentSignalJob } from './agent-jobs'
import type { JobQueue } from './job-queue'

type Log = { warn: (object: object, message: string) => void }

/** The in-process fast path: acts at once instead of at the next poll; the queued job stays the guarantee. */
export type AgentRuntime = {
  afterEvent: (eventId: string) => void
  afterActivation: (agentId: string) => void
  /** Waits for the work started in process (graceful close, tests). */
  settle: () => Promise<void>
}

/**
 * Each job is idempotent (the runs' dedupe keys), so the fast path and the queued job may both run:
 * the second finds the work done. If the process dies mid-way, the queued job does it after restart.
 */
export function createAgentRuntime(db: Db, jobs: JobQueue, log: Log): AgentRuntime {
  const running = new Set<Promise<void>>()
  let closed = false
  const chase = async (signalIds: string[]) => {
    for (const id of signalIds) if (!closed) await chase(await processSignal(db, jobs, id))
  }
  const start = (work: () => Promise<string[]>) => {
    if (closed) return
    const promise = work()
      .then(chase)
      .catch((error: unknown) => log.warn({ err: error }, 'agent work failed in process; the queued job will retry it'))
      .finally(() => running.delete(promise))
    running.add(promise)
  }
  return {
    afterEvent: (eventId) => start(() => processEvent(db, jobs, eventId)),
    afterActivation: (agentId) => start(() => resumeAgent(db, jobs, agentId)),
    settle: async () => {
      closed = true
      await Promise.allSettled([...running])
    },
  }
}

const BATCH_SIZE = 20

/** The queued side: one handler per queue; a throw makes pg-boss retry the job with backoff. */
export async function startAgentWorkers(jobs: JobQueue, db: Db, pollingIntervalSeconds = 1): Promise<void> {
  for (const queue of AGENT_QUEUES) await jobs.boss.createQueue(queue, AGENT_JOB_RETRY)
  // A backlog (after a restart, or while the fast path is behind) drains in batches, fetched back to back while
  // they come full, instead of one job per poll. Jobs of a batch run one after another, so an agent's work keeps
  // its order; a throw retries the batch, which is safe because every run is idempotent.
  const options = { pollingIntervalSeconds, batchSize: BATCH_SIZE, burstWhenBatchFull: true }
  const each = <T extends object>(handle: (data: T) => Promise<unknown>) => async (batch: Job<T>[]) => {
    for (const job of batch) await handle(job.data)
  }
  await jobs.boss.work<AgentEventJob>(AGENT_EVENT_QUEUE, options, each((data) => processEvent(db, jobs, data.eventId)))
  await jobs.boss.work<AgentSignalJob>(AGENT_SIGNAL_QUEUE, options, each((data) => processSignal(db, jobs, data.signalId)))
  await jobs.boss.work<AgentResumeJob>(AGENT_RESUME_QUEUE, options, each((data) => resumeAgent(db, jobs, data.agentId)))
}
