import { createAnthropic } from '@ai-sdk/anthropic'
import { createOpenAI } from '@ai-sdk/openai'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { generateText, Output, type LanguageModel } from 'ai'
import type { z } from 'zod'
import type { ModelEndpoint } from '@/server/modules/ai-writing/model-call'

// One call to the judge (docs/ai-eval.md#judge), made as the runtime makes a draft's call
// (src/server/modules/ai-writing/model-call.ts): the AI SDK, a structured answer checked by a schema, the SDK's retries
// and one time limit over all of them. The judge is the operator's own model or one named for it, so the operator's
// URL is trusted as configured, as the runtime trusts AI_BASE_URL.

const MAX_RETRIES = 2

function languageModelOf(endpoint: ModelEndpoint): LanguageModel {
  const baseURL = endpoint.baseUrl ?? undefined
  const apiKey = endpoint.apiKey ?? undefined
  switch (endpoint.provider) {
    case 'openai':
      return createOpenAI({ apiKey, baseURL })(endpoint.model)
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(endpoint.model)
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: endpoint.baseUrl ?? '',
        apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(endpoint.model)
  }
}

export type JudgeAnswer<T> = { ok: true; value: T } | { ok: false; reason: string }

/** Asks the judge; never throws for what the provider or the network does, and never quotes the prompt in a reason. */
export async function askJudge<T>(
  endpoint: ModelEndpoint,
  prompt: { system: string; user: string },
  schema: z.ZodType<T>,
  options: { name: string; timeoutMs: number },
): Promise<JudgeAnswer<T>> {
  try {
    const result = await generateText({
      model: languageModelOf(endpoint),
      system: prompt.system,
      prompt: prompt.user,
      output: Output.object({ schema, name: options.name }),
      maxRetries: MAX_RETRIES,
      abortSignal: AbortSignal.timeout(options.timeoutMs),
    })
    return { ok: true, value: result.output as T }
  } catch (error) {
    return { ok: false, reason: `the judge's call failed (${error instanceof Error ? error.name : typeof error})` }
  }
}
