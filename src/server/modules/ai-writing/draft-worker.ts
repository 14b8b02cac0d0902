import type { Job } from 'pg-boss'
import { AGENT_DRAFT_JOB_RETRY, AGENT_DRAFT_QUEUE, type AgentDraftJob } from '@/server/modules/runtime'
import { writeDraft, type DraftJobContext } from './draft-job'

/**
 * Works the `agent.draft` queue the runtime fills with its runs (docs/decisions/106-ai-writing.md). A model takes
 * hundreds of milliseconds to seconds and holds no database connection meanwhile, so each process keeps several
 * fetches in flight (DRAFT_WORKERS × the batch); a throw makes pg-boss retry the job with backoff, and a draft already
 * written is skipped.
 */
// 8 × 4 calls in flight per process: with a model answering in 300 ms, well over the 20 drafts a second the bench
// offers (npm run bench, drafts), and few enough for a provider's rate limit to answer with 429s the SDK retries.
const DRAFT_WORKERS = 8
const DRAFT_BATCH = 4

export async function startDraftWorker(context: DraftJobContext, pollingIntervalSeconds = 1): Promise<void> {
  // Created here only, before the runtime starts: creating a queue again drops it from pg-boss's queue cache, and the
  // runtime's first insert inside its transaction would then look the queue up on the embedded database's one
  // connection, which that transaction holds (a deadlock).
  await context.jobs.boss.createQueue(AGENT_DRAFT_QUEUE, AGENT_DRAFT_JOB_RETRY)
  await context.jobs.boss.work<AgentDraftJob>(
    AGENT_DRAFT_QUEUE,
    { pollingIntervalSeconds, batchSize: DRAFT_BATCH, localConcurrency: DRAFT_WORKERS },
    async (batch: Job<AgentDraftJob>[]) => {
      await Promise.all(batch.map((job) => writeDraft(context, job.data.draftId)))
    },
  )
}
