import { sql } from 'drizzle-orm'
import { fromDrizzle } from 'pg-boss'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'

// Test bench runs are replayed on a queue of their own (docs/decisions/134-test-bench.md), one run at a time per
// process, so live drafts on `agent.draft` keep their workers whatever the bench does.
export const TEST_BENCH_QUEUE = 'test-bench.run'

export type TestBenchJob = { runId: string }

// A run of 50 e-mails takes well under a minute with a model answering in seconds; a job active for half an hour belongs to
// a process that died, and is retried, carrying on from the first e-mail not yet replayed.
export const TEST_BENCH_JOB_RETRY = { retryLimit: 2, retryDelay: 5, retryBackoff: true, expireInSeconds: 1800 }

/** A run older than this still marked running was left by a job that gave up: the next start marks it failed. */
export const STALE_RUN_MS = 45 * 60_000

/** Queues a run's replay in the caller's transaction: the job exists iff the run was committed. */
export async function enqueueBenchRun(jobs: JobQueue, tx: Db, runId: string): Promise<void> {
  await jobs.boss.send(TEST_BENCH_QUEUE, { runId } satisfies TestBenchJob, {
    ...TEST_BENCH_JOB_RETRY,
    db: fromDrizzle(tx as never, sql as never),
  })
}
