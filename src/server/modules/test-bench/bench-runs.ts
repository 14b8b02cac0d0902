import { and, asc, desc, eq, lt, notInArray, sql } from 'drizzle-orm'
import { TEST_BENCH_CASES_MAX, type StartTestBenchInput, type TestBenchRun, type TestBenchRunDetail } from '@/shared/schemas/test-bench'
import type { Db } from '@/server/platform/db/client'
import { conflict, notFound } from '@/server/platform/http/http-errors'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { companies, users } from '@/server/modules/accounts'
import { agentDrafts } from '@/server/modules/runtime'
import { prepareProposal, proposalView, readProposal, requireCompanyAgent, type ProposalKeys } from './bench-proposal'
import { enqueueBenchRun, STALE_RUN_MS } from './bench-queue'
import { readCases } from './bench-cases'
import { parseSummary } from './bench-stored'
import { testBenchCases, testBenchRuns } from './schema'

// Starting, reading and discarding test bench runs (docs/decisions/134-test-bench.md).

export const RUNNING_MESSAGE = 'A test is already running for your company: wait for it to finish, or discard it'
export const NOTHING_TO_REPLAY = 'No recent e-mails to replay yet: your agents have not written any'

/** Drafts that were never written, or whose message another e-mail carries, have nothing of their own to replay. */
const NOT_REPLAYABLE = ['writing', 'merged'] as const

/** The company's e-mails a run replays, newest first (one agent's, when given). */
function replayable(companyId: string, agentId: string | null | undefined) {
  return and(
    eq(agentDrafts.company_id, companyId),
    agentId ? eq(agentDrafts.agent_id, agentId) : undefined,
    notInArray(agentDrafts.status, [...NOT_REPLAYABLE]),
  )
}

/** How many e-mails a run would replay now, up to the most it replays. */
export async function countReplayable(db: Db, companyId: string, agentId?: string): Promise<number> {
  const rows = await db
    .select({ id: agentDrafts.id })
    .from(agentDrafts)
    .where(replayable(companyId, agentId))
    .orderBy(desc(agentDrafts.created_at))
    .limit(TEST_BENCH_CASES_MAX)
  return rows.length
}

/**
 * Starts a run: the proposal is checked first (a base URL vetted, a key encrypted), then, with the company's row locked
 * so two starts at once see each other, a run left running by a dead job is failed, a running one refuses (409), and the
 * run, its cases and its job are written in one transaction.
 */
export async function startRun(
  db: Db,
  jobs: JobQueue,
  who: { companyId: string; userId: string },
  input: StartTestBenchInput,
  keys: ProposalKeys,
): Promise<TestBenchRunDetail> {
  const agentId = input.agentId ?? null
  if (agentId) await requireCompanyAgent(db, who.companyId, agentId)
  const proposal = await prepareProposal(db, who.companyId, input, keys)
  const runId = await db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, who.companyId)).for('update')
    await tx
      .update(testBenchRuns)
      .set({ status: 'failed', finished_at: sql`now()` })
      .where(
        and(
          eq(testBenchRuns.company_id, who.companyId),
          eq(testBenchRuns.status, 'running'),
          lt(testBenchRuns.created_at, new Date(Date.now() - STALE_RUN_MS)),
        ),
      )
    const [running] = await tx
      .select({ id: testBenchRuns.id })
      .from(testBenchRuns)
      .where(and(eq(testBenchRuns.company_id, who.companyId), eq(testBenchRuns.status, 'running')))
    if (running) throw conflict(RUNNING_MESSAGE)
    const drafts = await tx
      .select({ id: agentDrafts.id })
      .from(agentDrafts)
      .where(replayable(who.companyId, agentId))
      .orderBy(desc(agentDrafts.created_at), desc(agentDrafts.id))
      .limit(TEST_BENCH_CASES_MAX)
    if (!drafts.length) throw conflict(NOTHING_TO_REPLAY)
    const [run] = await tx
      .insert(testBenchRuns)
      .values({
        company_id: who.companyId,
        agent_id: agentId,
        proposal,
        cases_total: drafts.length,
        created_by: who.userId,
      })
      .returning({ id: testBenchRuns.id })
    await tx.insert(testBenchCases).values(drafts.map((draft, position) => ({ run_id: run!.id, position, draft_id: draft.id })))
    await enqueueBenchRun(jobs, tx, run!.id)
    return run!.id
  })
  return readRun(db, who.companyId, runId)
}

const runColumns = { run: testBenchRuns, createdBy: sql<string | null>`coalesce(${users.full_name}, ${users.username})` }

function toRun({ run, createdBy }: { run: typeof testBenchRuns.$inferSelect; createdBy: string | null }): TestBenchRun {
  return {
    id: run.id,
    agentId: run.agent_id,
    status: run.status,
    proposal: proposalView(readProposal(run.proposal)),
    casesTotal: run.cases_total,
    casesDone: run.cases_done,
    summary: parseSummary(run.summary),
    createdBy: run.created_by ? createdBy : 'Deleted user',
    createdAt: run.created_at.toISOString(),
    finishedAt: run.finished_at?.toISOString() ?? null,
  }
}

/** One of the company's runs with its cases; another company's is not found. */
export async function readRun(db: Db, companyId: string, runId: string): Promise<TestBenchRunDetail> {
  const [row] = await db
    .select(runColumns)
    .from(testBenchRuns)
    .leftJoin(users, eq(users.id, testBenchRuns.created_by))
    .where(and(eq(testBenchRuns.id, runId), eq(testBenchRuns.company_id, companyId)))
  if (!row) throw notFound('Test run not found')
  return { ...toRun(row), cases: await readCases(db, companyId, runId) }
}

const LISTED = 10

/** The company's latest runs, newest first (one agent's, when given). */
export async function listRuns(db: Db, companyId: string, agentId?: string): Promise<TestBenchRun[]> {
  const rows = await db
    .select(runColumns)
    .from(testBenchRuns)
    .leftJoin(users, eq(users.id, testBenchRuns.created_by))
    .where(and(eq(testBenchRuns.company_id, companyId), agentId ? eq(testBenchRuns.agent_id, agentId) : undefined))
    .orderBy(desc(testBenchRuns.created_at), desc(testBenchRuns.id))
    .limit(LISTED)
  return rows.map(toRun)
}

/** Why a run cannot be applied or discarded in its state. */
export function refusalFor(status: TestBenchRun['status'], action: 'apply' | 'discard'): string {
  if (status === 'running') return action === 'apply' ? 'The test is still running: apply it once it has finished' : ''
  if (status === 'applied') return 'This change was applied already'
  if (status === 'discarded') return 'This test was discarded'
  return 'This test failed before it finished: start it again'
}

/**
 * Discards a run, finished or still running (the worker stops at its next e-mail). A proposed key is wiped: nothing
 * will ever use it.
 */
export async function discardRun(db: Db, companyId: string, runId: string): Promise<TestBenchRunDetail> {
  const [row] = await db
    .select({ status: testBenchRuns.status, proposal: testBenchRuns.proposal })
    .from(testBenchRuns)
    .where(and(eq(testBenchRuns.id, runId), eq(testBenchRuns.company_id, companyId)))
  if (!row) throw notFound('Test run not found')
  const [discarded] = await db
    .update(testBenchRuns)
    .set({ status: 'discarded', finished_at: sql`coalesce(${testBenchRuns.finished_at}, now())`, proposal: withoutKey(row.proposal) })
    .where(and(eq(testBenchRuns.id, runId), sql`${testBenchRuns.status} in ('running', 'finished')`))
    .returning({ id: testBenchRuns.id })
  if (!discarded) throw conflict(refusalFor(row.status, 'discard'))
  return readRun(db, companyId, runId)
}

/** A stored proposal without its key's ciphertext (its last four characters stay, to tell which key it was). */
export function withoutKey(stored: Record<string, unknown>): Record<string, unknown> {
  const model = stored.model as Record<string, unknown> | undefined
  return model ? { ...stored, model: { ...model, apiKeyCiphertext: null } } : stored
}

/** The run's cases in order, for the worker: those not yet replayed. */
export async function pendingCases(db: Db, runId: string) {
  return db
    .select({ position: testBenchCases.position, draftId: testBenchCases.draft_id })
    .from(testBenchCases)
    .where(and(eq(testBenchCases.run_id, runId), sql`${testBenchCases.current} is null`))
    .orderBy(asc(testBenchCases.position))
}
