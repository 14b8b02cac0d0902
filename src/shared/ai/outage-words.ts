import { AI_PROVIDER_LABELS, type AiProvider } from './providers'

// A provider that keeps failing, in a business's words (docs/decisions/133-provider-outages.md). No zod here: the
// workspace's banner imports it on every page (docs/decisions/097).

/** A provider failing more than this many times within OUTAGE_WINDOW_MS is named in a banner. */
export const OUTAGE_FAILURES = 5
export const OUTAGE_WINDOW_MS = 60 * 60 * 1000

/** The provider's name as a business knows it: "OpenAI", or "Your model server" for an OpenAI-compatible one. */
export function providerName(provider: AiProvider): string {
  return provider === 'openai-compatible' ? 'Your model server' : AI_PROVIDER_LABELS[provider]
}

/** The outage banner's sentence: "OpenAI (gpt-4o-mini) failed 7 times in the last hour; drafts use …". */
export function outageSentence(outage: { provider: AiProvider; model: string; failures: number }): string {
  return `${providerName(outage.provider)} (${outage.model}) failed ${outage.failures} times in the last hour; drafts use the playbook’s e-mail until it answers.`
}
