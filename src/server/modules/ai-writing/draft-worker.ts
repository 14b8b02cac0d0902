import type { Job } from 'pg-boss'
import { AGENT_DRAFT_JOB_RETRY, AGENT_DRAFT_QUEUE, type AgentDraftJob } from '@/server/modules/runtime'
import { writeDraft, type DraftJobContext } from './draft-job'

/**
 * Works the `agent.draft` queue the runtime fills with its runs (docs/decisions/106-ai-writing.md). Drafts are written
 * one at a time per fetch so a slow model holds up no more than its own; a throw makes pg-boss retry the job with
 * backoff, and a draft already written is skipped.
 */
export async function startDraftWorker(context: DraftJobContext, pollingIntervalSeconds = 1): Promise<void> {
  await context.jobs.boss.createQueue(AGENT_DRAFT_QUEUE, AGENT_DRAFT_JOB_RETRY)
  await context.jobs.boss.work<AgentDraftJob>(
    AGENT_DRAFT_QUEUE,
    { pollingIntervalSeconds, batchSize: 4 },
    async (batch: Job<AgentDraftJob>[]) => {
      await Promise.all(batch.map((job) => writeDraft(context, job.data.draftId)))
    },
  )
}
