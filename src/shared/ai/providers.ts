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

/** A model the runtime may call, wherever it was configured. `selfHosted`: its base URL is private or loopback. */
export type ModelChoice = {
  source: ModelSource
  provider: AiProvider
  model: string
  baseUrl: string | null
  /** The operator's model at a private or loopback address, or a company's own OpenAI-compatible endpoint. */
  runByCustomer: boolean
}
