import { and, eq } from 'drizzle-orm'
import type { TestBenchRunDetail } from '@/shared/schemas/test-bench'
import type { Db } from '@/server/platform/db/client'
import { conflict, notFound } from '@/server/platform/http/http-errors'
import type { AddressPolicy } from '@/server/platform/webhooks/public-address'
import { applyModelSettings } from '@/server/modules/ai-writing'
import { readProposal } from './bench-proposal'
import { readRun, refusalFor, withoutKey } from './bench-runs'
import { testBenchRuns } from './schema'
import { writeGuidance, writeKnowledge, writeVoice, type Who } from './setting-writes'

/**
 * Applies a finished run's proposal (docs/decisions/134-test-bench.md): one transaction claims the run (a second Apply,
 * or one after Discard, answers 409) and writes each proposed part as its settings page would, each a version that names
 * the run. A proposed base URL is vetted again; a refusal rolls everything back and the run stays finished.
 */
export async function applyRun(db: Db, who: Who, runId: string, { policy }: { policy: AddressPolicy }): Promise<TestBenchRunDetail> {
  const [row] = await db
    .select({ status: testBenchRuns.status, proposal: testBenchRuns.proposal, agentId: testBenchRuns.agent_id })
    .from(testBenchRuns)
    .where(and(eq(testBenchRuns.id, runId), eq(testBenchRuns.company_id, who.companyId)))
  if (!row) throw notFound('Test run not found')
  if (row.status !== 'finished') throw conflict(refusalFor(row.status, 'apply'))
  const proposal = readProposal(row.proposal)
  const origin = { benchRunId: runId }
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(testBenchRuns)
      // The key now lives in the company's settings (and its version); the run keeps only its last four characters.
      .set({ status: 'applied', proposal: withoutKey(row.proposal) })
      .where(and(eq(testBenchRuns.id, runId), eq(testBenchRuns.status, 'finished')))
      .returning({ id: testBenchRuns.id })
    if (!claimed) throw conflict('This change was applied or discarded meanwhile')
    if (proposal.model) await applyModelSettings(tx, who, proposal.model, { policy, ...origin })
    if (proposal.knowledge) await writeKnowledge(tx, who, proposal.knowledge, origin)
    if ('voice' in proposal) await writeVoice(tx, who, proposal.voice ?? null, origin)
    if ('guidance' in proposal && row.agentId) await writeGuidance(tx, who, row.agentId, proposal.guidance ?? null, origin)
  })
  return readRun(db, who.companyId, runId)
}
