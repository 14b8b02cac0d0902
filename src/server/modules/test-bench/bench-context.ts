import { eq } from 'drizzle-orm'
import { knowledgeLines } from '@/shared/ai/knowledge'
import type { WritingExample } from '@/shared/ai/prompt-examples'
import type { PriceTable } from '@/shared/ai/model-prices'
import { modelLabel } from '@/shared/ai/setting-versions'
import { parseCompanyKnowledge } from '@/shared/schemas/company-knowledge'
import type { PrivacyControls } from '@/shared/schemas/privacy'
import type { Db } from '@/server/platform/db/client'
import type { AddressPolicy } from '@/server/platform/webhooks/public-address'
import { companies, readCompanyPrivacy } from '@/server/modules/accounts'
import { currentModelEndpoint, proposedEndpointOf, type ComposeOptions, type ProposedModel } from '@/server/modules/ai-writing'
import type { ModelEndpoint } from '@/server/modules/ai-writing'
import { readWritingExamples } from '@/server/modules/runtime'
import { readProposal, type StoredProposal } from './bench-proposal'
import type { testBenchRuns } from './schema'

/** What every run's replay is given: the database, how drafts are composed, and how many e-mails it writes at once. */
export type BenchContext = {
  db: Db
  compose: ComposeOptions & { prices: PriceTable }
  verdictOptions: { timeoutMs: number; policy: AddressPolicy; prices: PriceTable }
  /** E-mails replayed at once: each writes two drafts and asks the judge twice. */
  concurrency: number
}

/** What one run's cases share: the company as it is now, the proposal, and the judge. */
export type RunContext = {
  companyId: string
  agentId: string | null
  privacy: PrivacyControls
  website: string | null
  knowledge: string[]
  voice: string | null
  proposal: StoredProposal
  proposedKnowledge: string[] | null
  /** The proposed model ready to call; 'unreadable' when its key cannot be read any more; null when none is proposed. */
  proposedModel: ProposedModel | 'unreadable' | null
  judge: { endpoint: ModelEndpoint; label: string } | { endpoint: null; reason: string }
  /** The agents' edited, approved examples, read once per agent. */
  examples: Map<string, Promise<WritingExample[]>>
}

export async function loadRunContext(ctx: BenchContext, run: typeof testBenchRuns.$inferSelect): Promise<RunContext> {
  const companyId = run.company_id
  const [company] = await ctx.db
    .select({ website: companies.website, knowledge: companies.knowledge, voice: companies.writing_voice })
    .from(companies)
    .where(eq(companies.id, companyId))
  const privacy = (await readCompanyPrivacy(ctx.db, [companyId])).get(companyId)!
  const proposal = readProposal(run.proposal)
  const website = company?.website ?? null
  const proposedModel = proposal.model
    ? ((await proposedEndpointOf(ctx.db, companyId, proposal.model, ctx.compose.encryptionKey)) ?? 'unreadable')
    : null
  // The judge is the model the company writes with now: the one it trusts and pays for, allowed by its privacy
  // controls, and not the proposed model judging its own writing.
  const current = await currentModelEndpoint(ctx.db, companyId, privacy, ctx.compose)
  return {
    companyId,
    agentId: run.agent_id,
    privacy,
    website,
    knowledge: knowledgeLines(parseCompanyKnowledge(company?.knowledge), website),
    voice: company?.voice ?? null,
    proposal,
    proposedKnowledge: proposal.knowledge ? knowledgeLines(proposal.knowledge, website) : null,
    proposedModel,
    judge: current.endpoint
      ? { endpoint: current.endpoint, label: modelLabel(current.endpoint) }
      : { endpoint: null, reason: current.reason },
    examples: new Map(),
  }
}

/** The agent's examples, read once per run. */
export function examplesOf(ctx: BenchContext, run: RunContext, agentId: string): Promise<WritingExample[]> {
  let examples = run.examples.get(agentId)
  if (!examples) {
    examples = readWritingExamples(ctx.db, agentId)
    run.examples.set(agentId, examples)
  }
  return examples
}
