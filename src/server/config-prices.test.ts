import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_PRICE_TABLE, priceOf } from '@/shared/ai/model-prices'
import { ConfigError, loadConfig } from './config'

// The price table the operator sets (README.md, Configuration; docs/decisions/132-cost-in-money.md): a wrong value stops
// the server with one line naming the variable.

function refusal(env: NodeJS.ProcessEnv): string | undefined {
  try {
    loadConfig(env)
    return undefined
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    return error.message
  }
}

const directory = mkdtempSync(join(tmpdir(), 'agentworks-prices-'))
afterAll(() => rmSync(directory, { recursive: true, force: true }))

const OWN = { asOf: '2026-12', models: { 'llama3.1': { inputPerMillion: 0.05, outputPerMillion: 0.08 } } }

describe('AI_PRICES and AI_PRICES_FILE', () => {
  it('uses the dated defaults when neither is set', () => {
    expect(loadConfig({}).ai.prices).toEqual(DEFAULT_PRICE_TABLE)
  })

  it('adds the operator’s prices, inline or from a file', () => {
    const inline = loadConfig({ AI_PRICES: JSON.stringify(OWN) }).ai.prices
    expect(priceOf(inline, 'llama3.1')).toEqual({ inputPerMillion: 0.05, outputPerMillion: 0.08 })
    expect(inline.asOf).toBe('2026-12')
    const file = join(directory, 'prices.json')
    writeFileSync(file, JSON.stringify({ ...OWN, currency: 'EUR' }))
    expect(loadConfig({ AI_PRICES_FILE: file }).ai.prices).toMatchObject({ currency: 'EUR', models: OWN.models })
  })

  it.each([
    [{ AI_PRICES: 'gpt-4o=2.5' }, /^Invalid AI_PRICES: must be JSON like /],
    [{ AI_PRICES: JSON.stringify({ models: {} }) }, /^Invalid AI_PRICES: asOf /],
    [
      { AI_PRICES: JSON.stringify({ asOf: '2026-12', models: { 'gpt-4o': { inputPerMillion: -2, outputPerMillion: 1 } } }) },
      /^Invalid AI_PRICES: models\.gpt-4o\.inputPerMillion must not be negative$/,
    ],
    [{ AI_PRICES_FILE: '/nowhere/prices.json' }, /^Invalid AI_PRICES_FILE: cannot be read \(ENOENT: /],
    [{ AI_PRICES: JSON.stringify(OWN), AI_PRICES_FILE: '/nowhere/prices.json' }, /^Invalid AI_PRICES_FILE: set either /],
  ])('stops on %j with one line naming the variable', (env, message) => {
    const refused = refusal(env)
    expect(refused).toMatch(message)
    expect(refused).not.toContain('\n')
  })
})
