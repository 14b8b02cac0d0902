import { z } from 'zod'

// What a model call costs in money (docs/decisions/132-cost-in-money.md): a price table per model, in currency units
// per million tokens, with the date its prices were taken. The operator replaces or extends the defaults with AI_PRICES
// or AI_PRICES_FILE; a model the table does not name has no known cost, shown as unknown and never guessed.

/** One model's list price, in the table's currency per 1,000,000 tokens sent (input) and written (output). */
export type ModelPrice = { inputPerMillion: number; outputPerMillion: number }

/** Prices by model id; `asOf` is when they were taken ("2025-11" or "2025-11-30"), `currency` an ISO 4217 code. */
export type PriceTable = { currency: string; asOf: string; models: Record<string, ModelPrice> }

const price = (inputPerMillion: number, outputPerMillion: number): ModelPrice => ({ inputPerMillion, outputPerMillion })

/**
 * The providers' public list prices for standard (not batch, not cached) use, as they were in November 2025; the
 * operator updates them with AI_PRICES. Google's are for prompts under 200,000 tokens, which a draft always is.
 */
export const DEFAULT_PRICE_TABLE: PriceTable = {
  currency: 'USD',
  asOf: '2025-11',
  models: {
    // OpenAI
    'gpt-5': price(1.25, 10),
    'gpt-5-mini': price(0.25, 2),
    'gpt-5-nano': price(0.05, 0.4),
    'gpt-4.1': price(2, 8),
    'gpt-4.1-mini': price(0.4, 1.6),
    'gpt-4.1-nano': price(0.1, 0.4),
    'gpt-4o': price(2.5, 10),
    'gpt-4o-mini': price(0.15, 0.6),
    'gpt-4-turbo': price(10, 30),
    'gpt-3.5-turbo': price(0.5, 1.5),
    o1: price(15, 60),
    o3: price(2, 8),
    'o3-mini': price(1.1, 4.4),
    'o4-mini': price(1.1, 4.4),
    // Anthropic
    'claude-opus-4-5': price(5, 25),
    'claude-opus-4-1': price(15, 75),
    'claude-opus-4': price(15, 75),
    'claude-sonnet-4-5': price(3, 15),
    'claude-sonnet-4': price(3, 15),
    'claude-haiku-4-5': price(1, 5),
    'claude-3-7-sonnet': price(3, 15),
    'claude-3-5-sonnet': price(3, 15),
    'claude-3-5-haiku': price(0.8, 4),
    'claude-3-opus': price(15, 75),
    'claude-3-haiku': price(0.25, 1.25),
    // Google
    'gemini-2.5-pro': price(1.25, 10),
    'gemini-2.5-flash': price(0.3, 2.5),
    'gemini-2.5-flash-lite': price(0.1, 0.4),
    'gemini-2.0-flash': price(0.1, 0.4),
    'gemini-2.0-flash-lite': price(0.075, 0.3),
    'gemini-1.5-pro': price(1.25, 5),
    'gemini-1.5-flash': price(0.075, 0.3),
    // Mistral
    'mistral-large': price(2, 6),
    'mistral-medium': price(0.4, 2),
    'mistral-small': price(0.1, 0.3),
    'open-mistral-nemo': price(0.15, 0.15),
    'ministral-8b': price(0.1, 0.1),
    'ministral-3b': price(0.04, 0.04),
    codestral: price(0.3, 0.9),
  },
}

/**
 * A version or date the providers append to a model's id: "-2024-08-06", "-20241022", "-2411" (Mistral), "-001"
 * (Google), "-latest", or "@20241022" (Vertex AI). Taken off one at a time from the end.
 */
const VERSION_SUFFIX = /[-@](?:\d{4}-\d{2}-\d{2}|\d{8}|\d{4}|\d{3}|latest)$/

/**
 * The price of a model: its id as the table names it (letters compared without case), else the id without the dated
 * versions at its end ("gpt-4o-mini-2024-07-18" → "gpt-4o-mini", "claude-3-5-haiku-20241022" → "claude-3-5-haiku",
 * "mistral-large-2411" → "mistral-large"); null when neither is in the table. Never a near name: "gpt-4o-audio" is not
 * "gpt-4o".
 */
export function priceOf(table: PriceTable, model: string): ModelPrice | null {
  const byId = new Map(Object.entries(table.models).map(([id, each]) => [id.toLowerCase(), each]))
  let id = model.trim().toLowerCase()
  for (;;) {
    const found = byId.get(id)
    if (found) return found
    const shorter = id.replace(VERSION_SUFFIX, '')
    if (shorter === id || shorter === '') return null
    id = shorter
  }
}

/** What a call cost in millionths of the table's currency, rounded; null when the model has no price in the table. */
export function callCostMicros(table: PriceTable, model: string, inputTokens: number, outputTokens: number): number | null {
  const found = priceOf(table, model)
  if (!found) return null
  // A price per million tokens times tokens is millionths of the currency.
  return Math.round(Math.max(0, inputTokens) * found.inputPerMillion + Math.max(0, outputTokens) * found.outputPerMillion)
}

/** The largest price per million tokens a table may state: above any model's list price, below a typo's zeroes. */
export const MAX_PRICE_PER_MILLION = 10_000

const perMillion = z
  .number({ error: 'must be a number of currency units per million tokens' })
  .min(0, 'must not be negative')
  .max(MAX_PRICE_PER_MILLION, `must be at most ${MAX_PRICE_PER_MILLION}`)

/** The operator's table (AI_PRICES, AI_PRICES_FILE): dated, in one currency, each model with both prices. */
export const priceTableSchema = z.strictObject({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as USD')
    .default('USD'),
  asOf: z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, 'must be the date the prices were taken, as 2026-11 or 2026-11-30'),
  models: z.record(
    z.string().trim().min(1, 'a model id must not be empty').max(200),
    z.strictObject({ inputPerMillion: perMillion, outputPerMillion: perMillion }),
  ),
})

/**
 * The table in force: the operator's over the defaults when both are in the same currency (their date then stands for
 * the table), only the operator's when not, since prices in two currencies cannot be added up.
 */
export function withOperatorPrices(operator: z.output<typeof priceTableSchema> | null): PriceTable {
  if (!operator) return DEFAULT_PRICE_TABLE
  const models =
    operator.currency === DEFAULT_PRICE_TABLE.currency ? { ...DEFAULT_PRICE_TABLE.models, ...operator.models } : operator.models
  return { currency: operator.currency, asOf: operator.asOf, models }
}
