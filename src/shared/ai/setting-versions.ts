import { z } from 'zod'
import { EMPTY_KNOWLEDGE, type CompanyKnowledge } from '../schemas/company-knowledge'
import { AI_PROVIDER_LABELS, type AiProvider } from './providers'

// Versions of how a company's agents write (docs/decisions/135-setting-versions.md): every applied change to the model,
// the knowledge, the voice or an agent's style guide, with who and when; each can be restored, as a new version.

export const SETTING_KINDS = ['model', 'knowledge', 'voice', 'guidance'] as const
export type SettingKind = (typeof SETTING_KINDS)[number]

/** The company's own model as a version keeps it: its key only encrypted, never shown. Provider null: none of its own. */
export type ModelVersionSettings = {
  provider: AiProvider | null
  model: string | null
  baseUrl: string | null
  apiKeyCiphertext: string | null
  apiKeyHint: string | null
}

/** A version's settings by kind: what was in force after the change. */
export type VersionSettings = {
  model: ModelVersionSettings
  knowledge: CompanyKnowledge
  voice: { voice: string | null }
  guidance: { guidance: string | null }
}

/** GET /api/ai/versions: one version as listed (the settings themselves stay on the server). */
export const settingVersionSchema = z.object({
  id: z.string(),
  agentId: z.string().nullable(),
  kind: z.enum(SETTING_KINDS),
  summary: z.string(),
  /** Who applied it (a name, else "Deleted user"). */
  changedBy: z.string().nullable(),
  benchRunId: z.string().nullable(),
  restoredFrom: z.string().nullable(),
  createdAt: z.string(),
})
export type SettingVersion = z.infer<typeof settingVersionSchema>

export const settingVersionListSchema = z.object({ versions: z.array(settingVersionSchema) })
export const settingVersionsQuerySchema = z.strictObject({ agentId: z.uuid('Agent not found').optional() })
export const settingVersionParamsSchema = z.object({ id: z.uuid('Version not found') })

/** What a model reads as: "gpt-4o-mini (OpenAI)", or the operator's when the company has none of its own. */
export function modelLabel(settings: Pick<ModelVersionSettings, 'provider' | 'model'>): string {
  return settings.provider && settings.model ? `${settings.model} (${AI_PROVIDER_LABELS[settings.provider]})` : 'the server’s model'
}

/** "Model: llama3.1 (…) → gpt-4o-mini (OpenAI)", or "Model: API key changed" when only the key or address did. */
export function modelSummary(before: ModelVersionSettings | null, after: ModelVersionSettings): string {
  const [from, to] = [before ? modelLabel(before) : modelLabel({ provider: null, model: null }), modelLabel(after)]
  if (from !== to) return `Model: ${from} → ${to}`
  if (before?.baseUrl !== after.baseUrl) return `Model: ${to} at another address`
  return `Model: ${to} with another API key`
}

const KNOWLEDGE_PARTS: Record<keyof CompanyKnowledge, string> = {
  prices: 'prices',
  offers: 'offers',
  discountPolicy: 'discount policy',
  refundPolicy: 'refund policy',
  openingHours: 'opening hours',
  links: 'links',
  faq: 'questions and answers',
}

/** "Knowledge: prices, refund policy": the parts that changed. */
export function knowledgeSummary(before: CompanyKnowledge | null, after: CompanyKnowledge): string {
  const from = before ?? EMPTY_KNOWLEDGE
  const keys = Object.keys(KNOWLEDGE_PARTS) as (keyof CompanyKnowledge)[]
  const changed = keys.filter((key) => JSON.stringify(from[key]) !== JSON.stringify(after[key])).map((key) => KNOWLEDGE_PARTS[key])
  return changed.length ? `Knowledge: ${changed.join(', ')}` : 'Knowledge: saved unchanged'
}

/** "Voice changed" or "Voice: back to the default". */
export function voiceSummary(after: string | null): string {
  return after ? 'Voice changed' : 'Voice: back to the default'
}

/** "Max's style guide changed" or "… cleared". */
export function guidanceSummary(agentName: string, after: string | null): string {
  return after ? `${agentName}’s style guide changed` : `${agentName}’s style guide cleared`
}
