import type { Job } from 'pg-boss'
import type { Db } from '@/server/platform/db/client'
import { processPendingWork, resumeAgent } from './agent-runtime'
import { AGENT_JOB_RETRY, AGENT_RESUME_QUEUE, type AgentResumeJob } from './agent-jobs'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import type { RuntimeContext } from './agent-run-types'

type Log = { warn: (object: object, message: string) => void }

/** Drives the runtime's work lists (decision 073): at once after an event or an activation, and on a timer. */
export type AgentRuntime = {
  /** Something was committed that may be work: an event, or signals a resumed agent sent. */
  wake: () => void
  /** An agent was activated: its waiting runs, then whatever they caused. */
  afterActivation: (agentId: string) => void
  /** Stops the timer and waits for the work under way (graceful close, tests). */
  settle: () => Promise<void>
}

export type AgentRuntimeOptions = {
  /**
   * How often the work lists are checked without being woken: events another process accepted and left (it died
   * before acting), and the work of a process killed mid-way. Each check is one indexed query per list.
   */
  sweepIntervalMs?: number
  /** How long a wake-up waits for more work before it drains, so a burst is taken in batches. */
  gatherMs?: number
}

/**
 * One drain at a time per process: a wake-up during a drain makes it go round once more, so nothing committed is
 * left behind and bursts are taken a batch at a time. Several processes share the lists through SKIP LOCKED.
 */
export function createAgentRuntime(
  db: Db,
  jobs: JobQueue,
  context: RuntimeContext,
  log: Log,
  { sweepIntervalMs = 1000, gatherMs = 20 }: AgentRuntimeOptions = {},
): AgentRuntime {
  let scheduled: NodeJS.Timeout | null = null
  let draining: Promise<void> | null = null
  let again = false
  let closed = false
  const resumes = new Set<Promise<void>>()

  const drain = () => {
    scheduled = null
    again = false
    draining = processPendingWork(db, jobs, context)
      .then(() => undefined)
      .catch((error: unknown) => log.warn({ err: error }, 'agent work failed; the next check retries it'))
      .finally(() => {
        draining = null
        if (again) wake()
      })
  }
  // Work that arrives within `gatherMs` is taken in one batch: under load a transaction then carries many runs
  // instead of one, which is what lets the embedded database keep up (decision 073).
  const wake = () => {
    if (closed) return
    if (draining) again = true
    else scheduled ??= setTimeout(drain, gatherMs)
  }
  const timer = setInterval(wake, sweepIntervalMs)
  timer.unref()
  // Work left by a previous run of this process (a crash, a restart) starts at once.
  wake()

  return {
    wake,
    afterActivation: (agentId) => {
      if (closed) return
      const resume: Promise<void> = resumeAgent(db, jobs, context, agentId)
        .then(wake)
        .catch((error: unknown) => log.warn({ err: error }, 'resuming an agent failed in process; the queued job retries it'))
        .finally(() => resumes.delete(resume))
      resumes.add(resume)
    },
    settle: async () => {
      closed = true
      clearInterval(timer)
      if (scheduled) clearTimeout(scheduled)
      await Promise.allSettled([draining, ...resumes])
    },
  }
}

/** The queued side of activation: a throw makes pg-boss retry the job with backoff; runs are idempotent. */
export async function startAgentWorkers(
  jobs: JobQueue,
  db: Db,
  context: RuntimeContext,
  runtime: AgentRuntime,
  pollingIntervalSeconds = 1,
): Promise<void> {
  await jobs.boss.createQueue(AGENT_RESUME_QUEUE, AGENT_JOB_RETRY)
  await jobs.boss.work<AgentResumeJob>(
    AGENT_RESUME_QUEUE,
    { pollingIntervalSeconds, batchSize: 20 },
    async (batch: Job<AgentResumeJob>[]) => {
      for (const job of batch) await resumeAgent(db, jobs, context, job.data.agentId)
      runtime.wake()
    },
  )
}
