import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Job } from 'pg-boss'
import type { Config } from '@/server/config'
import type { BenchContext } from './bench-context'
import { TEST_BENCH_JOB_RETRY, TEST_BENCH_QUEUE, type TestBenchJob } from './bench-queue'
import { failRun, replayRun } from './bench-replay'

/**
 * E-mails one run replays at once (docs/decisions/134-test-bench.md): each writes two drafts and asks the judge twice,
 * so at most 8 model calls of the bench are in flight per process, beside the draft worker's 32 for live drafts.
 */
export const BENCH_CASE_CONCURRENCY = 4

/** Works the test bench's own queue, one run at a time per process, so live drafting keeps its workers. */
export const testBenchPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const context: BenchContext = {
      db: app.db,
      compose: {
        server: app.aiWriting.serverModel,
        timeoutMs: config.ai.timeoutMs,
        encryptionKey: config.ai.encryptionKey,
        policy: config.userUrls,
        prices: config.ai.prices,
        trial: true,
      },
      verdictOptions: { timeoutMs: config.ai.timeoutMs, policy: config.userUrls, prices: config.ai.prices },
      concurrency: BENCH_CASE_CONCURRENCY,
    }
    await app.jobs.boss.createQueue(TEST_BENCH_QUEUE, TEST_BENCH_JOB_RETRY)
    await app.jobs.boss.work<TestBenchJob>(
      TEST_BENCH_QUEUE,
      { pollingIntervalSeconds: config.timing.pollingIntervalSeconds, batchSize: 1, localConcurrency: 1 },
      async ([job]: Job<TestBenchJob>[]) => {
        if (!job) return
        try {
          await replayRun(context, job.data.runId)
        } catch (error) {
          app.log.error({ err: error, runId: job.data.runId }, 'test bench run failed')
          await failRun(context.db, job.data.runId)
        }
      },
    )
  },
  { name: 'test-bench', dependencies: ['db', 'jobs', 'ai-writing'] },
)
