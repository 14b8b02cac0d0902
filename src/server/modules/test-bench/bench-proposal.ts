import { and, eq } from 'drizzle-orm'
import { normaliseGuide } from '@/shared/ai/guidance'
import type { ModelVersionSettings } from '@/shared/ai/setting-versions'
import { parseCompanyKnowledge, type CompanyKnowledge } from '@/shared/schemas/company-knowledge'
import type { ProposalView, StartTestBenchInput } from '@/shared/schemas/test-bench'
import type { Db } from '@/server/platform/db/client'
import { badRequest } from '@/server/platform/http/http-errors'
import type { AddressPolicy } from '@/server/platform/webhooks/public-address'
import { checkedModelSettings } from '@/server/modules/ai-writing'
import { agents } from '@/server/modules/runtime'

// What a test bench run proposes (docs/decisions/134-test-bench.md), as stored with the run: a proposed API key only
// encrypted, as Settings → AI keeps one, and never shown again.

export type StoredProposal = {
  model?: ModelVersionSettings
  knowledge?: CompanyKnowledge
  /** The voice proposed; null: the product's default. */
  voice?: string | null
  /** The agent's style guide proposed; null: none. */
  guidance?: string | null
}

export type ProposalKeys = { encryptionKey: Buffer | null; policy: AddressPolicy }

/** The owner's agent the run replays and whose guide it may change; a 400 naming the field for any other id. */
export async function requireCompanyAgent(db: Db, companyId: string, agentId: string) {
  const [agent] = await db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(and(eq(agents.id, agentId), eq(agents.company_id, companyId)))
  if (!agent) throw badRequest('Choose one of your agents', [{ path: 'agentId', message: 'Choose one of your agents' }])
  return agent
}

/** The proposal checked as the settings pages check each part, a base URL vetted and a key encrypted, before anything is written. */
export async function prepareProposal(db: Db, companyId: string, input: StartTestBenchInput, keys: ProposalKeys): Promise<StoredProposal> {
  const proposal: StoredProposal = {}
  if (input.model) proposal.model = await checkedModelSettings(db, companyId, input.model, { ...keys, keyPath: 'model.apiKey' })
  if (input.knowledge) proposal.knowledge = input.knowledge
  if (input.voice !== undefined) proposal.voice = input.voice.trim() || null
  if (input.guidance !== undefined) proposal.guidance = normaliseGuide(input.guidance)
  return proposal
}

/** A stored proposal read defensively, field by field. */
export function readProposal(stored: Record<string, unknown>): StoredProposal {
  const proposal: StoredProposal = {}
  const model = stored.model as ModelVersionSettings | undefined
  if (model?.provider) proposal.model = model
  if (stored.knowledge !== undefined) proposal.knowledge = parseCompanyKnowledge(stored.knowledge)
  if ('voice' in stored) proposal.voice = typeof stored.voice === 'string' ? stored.voice : null
  if ('guidance' in stored) proposal.guidance = typeof stored.guidance === 'string' ? stored.guidance : null
  return proposal
}

/** What the page shows of a proposal: the model without its key, the rest as proposed. */
export function proposalView(proposal: StoredProposal): ProposalView {
  const { model } = proposal
  return {
    model: model?.provider
      ? { provider: model.provider, model: model.model ?? '', baseUrl: model.baseUrl, keyHint: model.apiKeyHint }
      : null,
    knowledge: proposal.knowledge ?? null,
    ...('voice' in proposal ? { voice: proposal.voice ?? null } : {}),
    ...('guidance' in proposal ? { guidance: proposal.guidance ?? null } : {}),
  }
}
