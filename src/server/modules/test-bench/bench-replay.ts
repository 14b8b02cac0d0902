import { and, eq, isNull, sql } from 'drizzle-orm'
import { summariseBench } from '@/shared/ai/bench-summary'
import type { BenchSummary } from '@/shared/schemas/test-bench'
import type { Db } from '@/server/platform/db/client'
import { readCases } from './bench-cases'
import { replayCase, type CaseOutcome } from './bench-case'
import { loadRunContext, type BenchContext, type RunContext } from './bench-context'
import { pendingCases } from './bench-runs'
import { parseProposed } from './bench-stored'
import { testBenchCases, testBenchRuns } from './schema'

// The worker's side of a test bench run (docs/decisions/134-test-bench.md): the cases not yet replayed, a few at a time,
// each saved as it finishes with the run's progress, so the page shows cases done of total and a job retried after a
// crash carries on where it stopped. A discarded run stops at its next case; a spent budget ends the run early.

async function stillRunning(db: Db, runId: string): Promise<boolean> {
  const [row] = await db.select({ status: testBenchRuns.status }).from(testBenchRuns).where(eq(testBenchRuns.id, runId))
  return row?.status === 'running'
}

async function saveCase(db: Db, runId: string, position: number, outcome: CaseOutcome): Promise<void> {
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(testBenchCases)
      .set({ current: outcome.current, proposed: outcome.proposed, verdict: outcome.verdict })
      .where(and(eq(testBenchCases.run_id, runId), eq(testBenchCases.position, position), isNull(testBenchCases.current)))
      .returning({ position: testBenchCases.position })
    if (saved)
      await tx
        .update(testBenchRuns)
        .set({ cases_done: sql`${testBenchRuns.cases_done} + 1` })
        .where(eq(testBenchRuns.id, runId))
  })
}

async function summaryOf(db: Db, run: RunContext, runId: string, currency: string, stoppedBecause: string | null): Promise<BenchSummary> {
  const cases = await readCases(db, run.companyId, runId)
  const rows = await db.select({ proposed: testBenchCases.proposed }).from(testBenchCases).where(eq(testBenchCases.run_id, runId))
  const extras = rows.map((row) => parseProposed(row.proposed).extras).filter((each) => each !== null)
  const tokens = extras.reduce((sum, each) => sum + each.judge.tokens, 0)
  const unknownCost = extras.some((each) => each.judge.costMicros === null && each.judge.tokens > 0)
  const failed = extras.filter((each) => each.judgeFailed).length
  const judgeNote = run.judge.endpoint
    ? failed
      ? `The judge did not answer for ${failed} of them, so the checks decided those`
      : null
    : `No model can judge: ${run.judge.reason}. The checks decided instead`
  return summariseBench(cases, {
    judgedBy: run.judge.endpoint ? run.judge.label : null,
    judgeNote,
    judge: { tokens, costMicros: unknownCost ? null : extras.reduce((sum, each) => sum + (each.judge.costMicros ?? 0), 0) },
    currency,
    stoppedBecause,
  })
}

/** Replays a run's remaining cases and, unless it was discarded meanwhile, finishes it with its summary. */
export async function replayRun(ctx: BenchContext, runId: string): Promise<void> {
  const [row] = await ctx.db.select().from(testBenchRuns).where(eq(testBenchRuns.id, runId))
  if (!row || row.status !== 'running') return
  const run = await loadRunContext(ctx, row)
  const pending = await pendingCases(ctx.db, runId)
  let next = 0
  let stopped: string | null = null
  let discarded = false
  const work = async () => {
    while (!stopped && !discarded && next < pending.length) {
      const item = pending[next++]!
      if (!(await stillRunning(ctx.db, runId))) {
        discarded = true
        return
      }
      const outcome = await replayCase(ctx, run, item.draftId)
      await saveCase(ctx.db, runId, item.position, outcome)
      if (outcome.stop && 'skipped' in outcome.current) stopped = outcome.current.skipped
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, ctx.concurrency) }, work))
  if (discarded) return
  if (stopped)
    await ctx.db
      .update(testBenchCases)
      .set({ current: { skipped: stopped } })
      .where(and(eq(testBenchCases.run_id, runId), isNull(testBenchCases.current)))
  const summary = await summaryOf(ctx.db, run, runId, ctx.compose.prices.currency, stopped)
  await ctx.db
    .update(testBenchRuns)
    .set({ status: 'finished', summary, finished_at: sql`now()` })
    .where(and(eq(testBenchRuns.id, runId), eq(testBenchRuns.status, 'running')))
}

/**
 * Ends a run whose replay failed on something other than a model (the database, a bug): marked failed at once, so the
 * owner can start another instead of waiting for it to be found stale. A process that dies leaves its job to pg-boss,
 * which retries it.
 */
export async function failRun(db: Db, runId: string): Promise<void> {
  await db
    .update(testBenchRuns)
    .set({ status: 'failed', finished_at: sql`now()` })
    .where(and(eq(testBenchRuns.id, runId), eq(testBenchRuns.status, 'running')))
}
