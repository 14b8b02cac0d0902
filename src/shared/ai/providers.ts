/**
 * The language-model providers agents may write with (docs/decisions/106-ai-writing.md): the hosted OpenAI and Anthropic
 * services, and any server that speaks OpenAI's API at a base URL (Ollama, vLLM, LM Studio, llama.cpp's server).
 */
export const AI_PROVIDERS = ['openai', 'anthropic', 'openai-compatible'] as const
export type AiProvider = (typeof AI_PROVIDERS)[number]

export const AI_PROVIDER_LABELS: Record<AiProvider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  'openai-compatible': 'OpenAI-compatible server',
}

/** The services run by someone else: personal data never goes there while local processing is on. */
export function isHostedProvider(provider: AiProvider): boolean {
  return provider !== 'openai-compatible'
}

/** Where a model was configured: the operator's environment, or the company's own Settings → AI. */
export type ModelSource = 'server' | 'company'

/**
 * Who runs a model, as Local processing sees it (docs/decisions/122-local-processing-that-means-it.md): `local`, the
 * operator's model on its own network or a company endpoint the owner confirmed; `hosted`, a service on the list in
 * hosted-services.ts (or OpenAI and Anthropic themselves); `unconfirmed`, a company endpoint the owner has not confirmed;
 * `public`, the operator's model at a public address on no list.
 */
export type ModelLocality =
  { kind: 'local' } | { kind: 'hosted'; service: string } | { kind: 'unconfirmed'; host: string } | { kind: 'public' }

/** A model the runtime may call, wherever it was configured. */
export type ModelChoice = {
  source: ModelSource
  provider: AiProvider
  model: string
  baseUrl: string | null
  locality: ModelLocality
}
