import { createAnthropic } from '@ai-sdk/anthropic'
import { createOpenAI } from '@ai-sdk/openai'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { APICallError, generateText, NoObjectGeneratedError, Output, RetryError, type LanguageModel, type LanguageModelUsage } from 'ai'
import { modelDraftSchema, type ModelDraft } from '@/shared/ai/draft'
import { UNSTORABLE_TEXT_MESSAGE } from '@/shared/schemas/text'
import type { ModelChoice } from '@/shared/ai/providers'
import type { AddressPolicy } from '@/server/platform/webhooks/public-address'
import { createGuardedFetch, RefusedHostError } from './guarded-fetch'

/**
 * One call to a language model for a draft (docs/decisions/106-ai-writing.md): a structured answer validated by
 * modelDraftSchema, the SDK's retries of 429 and 5xx, one time limit over all attempts, and every failure turned into
 * a short reason that is stored with the draft and shown with the run. A reason never holds the API key or the prompt.
 */

/** A model the runtime may call, with its API key decrypted (none for most self-hosted servers). */
export type ModelEndpoint = ModelChoice & { apiKey: string | null }

export type ModelCallOutcome =
  | { ok: true; draft: ModelDraft; inputTokens: number; outputTokens: number; latencyMs: number }
  | {
      ok: false
      reason: string
      /** `answer`: it answered, not in the shape asked for; `provider`: an error status, a network failure or no answer in time. */
      failure: 'provider' | 'answer'
      latencyMs: number
      inputTokens: number
      outputTokens: number
    }

export type ModelCallOptions = {
  /** The whole call, retries included. */
  timeoutMs: number
  maxOutputTokens: number
  /** Where a company's base URL may lead (Config['userUrls']). */
  policy: AddressPolicy
}

/** Retries of a 429 or 5xx answer, with the SDK's exponential back-off. */
const MAX_RETRIES = 2

export function languageModelOf(endpoint: ModelEndpoint, fetch: typeof globalThis.fetch): LanguageModel {
  const baseURL = endpoint.baseUrl ?? undefined
  const apiKey = endpoint.apiKey ?? undefined
  switch (endpoint.provider) {
    case 'openai':
      return createOpenAI({ apiKey, baseURL, fetch })(endpoint.model)
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL, fetch })(endpoint.model)
    case 'openai-compatible':
      // Ollama, vLLM, LM Studio and llama.cpp's server take OpenAI's json_schema response format.
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: endpoint.baseUrl ?? '',
        apiKey,
        fetch,
        supportsStructuredOutputs: true,
        includeUsage: true,
      }).chatModel(endpoint.model)
  }
}

/**
 * The fetch the provider uses, noting why each attempt failed: the SDK drops the failed attempts when the time limit
 * cuts its retries short, and "failed (503); no answer within 20 s" says more than the limit alone.
 */
export function observedFetch(endpoint: ModelEndpoint, policy: AddressPolicy, failures: string[]): typeof globalThis.fetch {
  // The operator's URL is trusted as configured; a URL a company entered is vetted at every call (decision 075).
  const inner = endpoint.source === 'company' && endpoint.baseUrl ? createGuardedFetch(policy) : globalThis.fetch
  return async (input, init) => {
    try {
      const response = await inner(input, init)
      if (!response.ok) failures.push(providerRefusal(response.status))
      return response
    } catch (error) {
      if (!isAbort(error)) failures.push(describeFailure(error))
      throw error
    }
  }
}

const tokensOf = (usage: LanguageModelUsage | undefined) => ({
  inputTokens: usage?.inputTokens ?? 0,
  outputTokens: usage?.outputTokens ?? 0,
})

/** "20 s", "0.3 s". */
const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`

const isAbort = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')

type AnswerIssue = { code?: string; path: PropertyKey[]; message: string }

/** What was wrong with the answer, in plain words and without its text (which may quote the prompt). */
function invalidAnswerDetail(error: NoObjectGeneratedError): string {
  const cause = error.cause as { name?: string; cause?: { issues?: AnswerIssue[] } } | undefined
  const issue = cause?.cause?.issues?.[0]
  if (issue) {
    const part = { subject: 'its subject', body: 'its text', facts_used: 'its list of facts' }[String(issue.path[0])] ?? 'its shape'
    if (issue.code === 'too_big') return `${part} was too long`
    if (issue.code === 'too_small') return `${part} was empty`
    if (issue.message === UNSTORABLE_TEXT_MESSAGE) return `${part} held characters that cannot be stored`
    if (issue.code === 'invalid_type') return `${part} was missing`
    return `${part} was not as asked`
  }
  if (cause?.name === 'AI_JSONParseError') return 'it was not the JSON asked for'
  return error.text ? 'it was not in the shape asked for' : 'it was empty'
}

function providerRefusal(status: number): string {
  if (status === 401 || status === 403) return `The provider refused the API key (${status})`
  if (status === 429) return 'The provider refused: too many requests (429)'
  if (status >= 500) return `The provider failed (${status})`
  return `The provider refused the request (${status})`
}

/** What one attempt's error says, in words for the draft; only names, statuses and codes, never a provider's message. */
function describeFailure(error: unknown): string {
  if (NoObjectGeneratedError.isInstance(error)) return `The model's answer could not be used: ${invalidAnswerDetail(error)}`
  if (APICallError.isInstance(error) && error.statusCode) return providerRefusal(error.statusCode)
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof RefusedHostError) return cause.message
    const code = (cause as NodeJS.ErrnoException).code
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code)) return `Could not reach the provider (${code})`
  }
  if (APICallError.isInstance(error) || (error instanceof TypeError && error.message === 'fetch failed'))
    return 'Could not reach the provider'
  return `The model call failed (${error instanceof Error ? error.name : typeof error})`
}

export function reasonFor(error: unknown, signal: AbortSignal, timeoutMs: number, failures: string[]): string {
  if (signal.aborted || isAbort(error)) {
    const last = failures.at(-1)
    return `${last ? `${last}; no answer` : 'The model did not answer'} within ${seconds(timeoutMs)}`
  }
  if (RetryError.isInstance(error)) {
    const reason = describeFailure(error.lastError)
    return error.errors.length > 1 && !reason.includes('(429)') ? `${reason} after ${error.errors.length} attempts` : reason
  }
  return describeFailure(error)
}

/** Asks the endpoint for a draft; never throws for what the provider or the network does. */
export async function callModel(
  endpoint: ModelEndpoint,
  prompt: { system: string; user: string },
  options: ModelCallOptions,
): Promise<ModelCallOutcome> {
  const started = performance.now()
  const latency = () => Math.round(performance.now() - started)
  const signal = AbortSignal.timeout(options.timeoutMs)
  const failures: string[] = []
  try {
    const result = await generateText({
      model: languageModelOf(endpoint, observedFetch(endpoint, options.policy, failures)),
      system: prompt.system,
      prompt: prompt.user,
      output: Output.object({ schema: modelDraftSchema, name: 'email_draft', description: 'The e-mail to send' }),
      maxOutputTokens: options.maxOutputTokens,
      maxRetries: MAX_RETRIES,
      abortSignal: signal,
    })
    return { ok: true, draft: result.output, ...tokensOf(result.usage), latencyMs: latency() }
  } catch (error) {
    const answered = NoObjectGeneratedError.isInstance(error)
    const usage = answered ? error.usage : undefined
    return {
      ok: false,
      reason: reasonFor(error, signal, options.timeoutMs, failures),
      failure: answered ? 'answer' : 'provider',
      ...tokensOf(usage),
      latencyMs: latency(),
    }
  }
}
