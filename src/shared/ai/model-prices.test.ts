import { describe, expect, it } from 'vitest'
import { callCostMicros, DEFAULT_PRICE_TABLE, priceOf, priceTableSchema, withOperatorPrices, type PriceTable } from './model-prices'

// The price table (docs/decisions/132-cost-in-money.md): exact ids, dated ids, never a near name, and costs in micros.

const TABLE: PriceTable = {
  currency: 'USD',
  asOf: '2026-11',
  models: { 'gpt-4o': { inputPerMillion: 2.5, outputPerMillion: 10 }, 'gpt-4o-mini': { inputPerMillion: 0.15, outputPerMillion: 0.6 } },
}

describe('priceOf', () => {
  it('finds a model by its id, whatever the case', () => {
    expect(priceOf(TABLE, 'gpt-4o')).toEqual({ inputPerMillion: 2.5, outputPerMillion: 10 })
    expect(priceOf(TABLE, ' GPT-4o-Mini ')).toEqual({ inputPerMillion: 0.15, outputPerMillion: 0.6 })
  })

  it.each([
    ['gpt-4o-mini-2024-07-18', 'gpt-4o-mini'],
    ['gpt-4o-2024-08-06', 'gpt-4o'],
    ['claude-3-5-haiku-20241022', 'claude-3-5-haiku'],
    ['claude-3-5-haiku-latest', 'claude-3-5-haiku'],
    ['claude-sonnet-4-5@20250929', 'claude-sonnet-4-5'],
    ['mistral-large-2411', 'mistral-large'],
    ['mistral-small-latest', 'mistral-small'],
    ['gemini-1.5-flash-002', 'gemini-1.5-flash'],
  ])('reads the dated id %s as %s', (dated, listed) => {
    expect(priceOf(DEFAULT_PRICE_TABLE, dated)).toEqual(DEFAULT_PRICE_TABLE.models[listed])
  })

  it('never takes a near name for the model', () => {
    expect(priceOf(TABLE, 'gpt-4o-audio-preview')).toBeNull()
    expect(priceOf(TABLE, 'gpt-4')).toBeNull()
    expect(priceOf(TABLE, 'llama3.1:8b')).toBeNull()
    expect(priceOf(TABLE, '2024-07-18')).toBeNull()
  })
})

describe('callCostMicros', () => {
  it('is tokens times the price per million, in millionths of the currency, rounded', () => {
    // 1,200 × 0.15 + 300 × 0.6 = 180 + 180
    expect(callCostMicros(TABLE, 'gpt-4o-mini', 1_200, 300)).toBe(360)
    // 1,000,000 input tokens of gpt-4o cost $2.50
    expect(callCostMicros(TABLE, 'gpt-4o', 1_000_000, 0)).toBe(2_500_000)
    expect(callCostMicros(TABLE, 'gpt-4o-mini', 3, 1)).toBe(1)
  })

  it('is unknown for a model the table does not name', () => {
    expect(callCostMicros(TABLE, 'llama3.1', 1_000, 1_000)).toBeNull()
  })
})

describe('the default table', () => {
  it('is dated and names the well-known providers’ models with both prices', () => {
    expect(DEFAULT_PRICE_TABLE.asOf).toMatch(/^\d{4}-\d{2}$/)
    expect(priceTableSchema.parse(DEFAULT_PRICE_TABLE)).toEqual(DEFAULT_PRICE_TABLE)
    for (const model of ['gpt-4o-mini', 'claude-sonnet-4-5', 'gemini-2.5-flash', 'mistral-large'])
      expect(priceOf(DEFAULT_PRICE_TABLE, model), model).not.toBeNull()
  })
})

describe('the operator’s table', () => {
  it('adds to the defaults in their currency, and its date stands for the table', () => {
    const table = withOperatorPrices({
      currency: 'USD',
      asOf: '2026-12',
      models: { 'my-llm': { inputPerMillion: 1, outputPerMillion: 2 } },
    })
    expect(table.asOf).toBe('2026-12')
    expect(priceOf(table, 'my-llm')).toEqual({ inputPerMillion: 1, outputPerMillion: 2 })
    expect(priceOf(table, 'gpt-4o-mini')).toEqual(DEFAULT_PRICE_TABLE.models['gpt-4o-mini'])
  })

  it('replaces them in another currency, since prices in two currencies do not add up', () => {
    const table = withOperatorPrices({
      currency: 'EUR',
      asOf: '2026-12',
      models: { 'gpt-4o': { inputPerMillion: 2.3, outputPerMillion: 9.2 } },
    })
    expect(table.currency).toBe('EUR')
    expect(priceOf(table, 'gpt-4o-mini')).toBeNull()
  })

  it('needs a date, a currency code and prices that are not negative', () => {
    expect(priceTableSchema.safeParse({ models: {} }).success).toBe(false)
    expect(priceTableSchema.safeParse({ currency: 'usd', asOf: '2026-11', models: {} }).success).toBe(false)
    const negative = { asOf: '2026-11', models: { 'gpt-4o': { inputPerMillion: -1, outputPerMillion: 1 } } }
    expect(priceTableSchema.safeParse(negative).success).toBe(false)
    expect(priceTableSchema.parse({ asOf: '2026-11-30', models: {} }).currency).toBe('USD')
  })
})
