import { generateText, Output } from 'ai'
import type { z } from 'zod'
import { callCostMicros, type PriceTable } from '@/shared/ai/model-prices'
import type { Db } from '@/server/platform/db/client'
import type { AddressPolicy } from '@/server/platform/webhooks/public-address'
import { promptTokensOf } from './call-estimate'
import { languageModelOf, observedFetch, reasonFor, type ModelEndpoint } from './model-call'
import { reserveCall, settleCall } from './token-budget'

// A judge model's structured verdict (docs/decisions/134-test-bench.md): the same SDK, guarded fetch and time limit as a
// draft's call (model-call.ts), and the same budgets, reserved before the call and settled after it, so a test bench
// run's judging never takes the month past them either.

/** A verdict is one word and a sentence: far fewer tokens than an e-mail. */
const VERDICT_MAX_OUTPUT_TOKENS = 300
const MAX_RETRIES = 2

export type VerdictOutcome<T> =
  | { ok: true; value: T; inputTokens: number; outputTokens: number; costMicros: number | null }
  | { ok: false; reason: string; inputTokens: number; outputTokens: number; costMicros: number | null }

export type VerdictCallOptions = { timeoutMs: number; policy: AddressPolicy; prices: PriceTable }

/** Asks `endpoint` for an answer held to `schema`; never throws for what the provider, the network or the budget does. */
export async function askForVerdict<T>(
  db: Db,
  companyId: string,
  endpoint: ModelEndpoint,
  prompt: { system: string; user: string },
  schema: z.ZodType<T>,
  options: VerdictCallOptions,
): Promise<VerdictOutcome<T>> {
  const input = promptTokensOf(prompt)
  const cost = (inputTokens: number, outputTokens: number) => callCostMicros(options.prices, endpoint.model, inputTokens, outputTokens)
  const reserved = { tokens: input + VERDICT_MAX_OUTPUT_TOKENS, costMicros: cost(input, VERDICT_MAX_OUTPUT_TOKENS) ?? 0 }
  if (!(await reserveCall(db, companyId, reserved)))
    return { ok: false, reason: 'the month’s budget has no room for the judge', inputTokens: 0, outputTokens: 0, costMicros: null }
  const signal = AbortSignal.timeout(options.timeoutMs)
  const failures: string[] = []
  let used = { inputTokens: 0, outputTokens: 0 }
  try {
    const result = await generateText({
      model: languageModelOf(endpoint, observedFetch(endpoint, options.policy, failures)),
      system: prompt.system,
      prompt: prompt.user,
      output: Output.object({ schema, name: 'verdict' }),
      maxOutputTokens: VERDICT_MAX_OUTPUT_TOKENS,
      maxRetries: MAX_RETRIES,
      abortSignal: signal,
    })
    used = { inputTokens: result.usage.inputTokens ?? 0, outputTokens: result.usage.outputTokens ?? 0 }
    return { ok: true, value: result.output as T, ...used, costMicros: cost(used.inputTokens, used.outputTokens) }
  } catch (error) {
    return { ok: false, reason: reasonFor(error, signal, options.timeoutMs, failures), ...used, costMicros: null }
  } finally {
    const actual = { tokens: used.inputTokens + used.outputTokens, costMicros: cost(used.inputTokens, used.outputTokens) ?? 0 }
    await settleCall(db, companyId, reserved, actual)
  }
}
