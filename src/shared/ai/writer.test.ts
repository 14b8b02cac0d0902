import { describe, expect, it } from 'vitest'
import type { ModelChoice, ModelLocality } from './providers'
import { BUDGET_REASON, chooseWriter, describeWriter, MONEY_BUDGET_REASON, NO_MODEL_REASON } from './writer'

// Who writes (docs/decisions/106-ai-writing.md) under Local processing that means it (decision 122).

const ON = { localProcessing: true, dataCollection: true }
const OFF = { localProcessing: false, dataCollection: false }
const choice = (source: ModelChoice['source'], locality: ModelLocality): ModelChoice => ({
  source,
  provider: 'openai-compatible',
  model: 'llama3.1',
  baseUrl: 'https://ai.rosies-bakery.example/v1',
  locality,
})

describe('chooseWriter', () => {
  it('writes with a local model under Local processing, and masks personal values while Data collection is off', () => {
    const local = choice('company', { kind: 'local' })
    expect(chooseWriter({ server: null, company: local, privacy: ON, budgetReached: false })).toEqual({
      kind: 'model',
      choice: local,
      maskPersonal: false,
    })
    expect(chooseWriter({ server: local, company: null, privacy: { ...ON, dataCollection: false }, budgetReached: false })).toMatchObject({
      kind: 'model',
      maskPersonal: true,
    })
  })

  it('refuses a hosted service, an unconfirmed endpoint and the operator’s public model under Local processing, in plain words', () => {
    const refusal = (locality: ModelLocality, source: ModelChoice['source'] = 'company') =>
      chooseWriter({ server: null, company: choice(source, locality), privacy: ON, budgetReached: false })
    expect(refusal({ kind: 'hosted', service: 'Groq' })).toEqual({
      kind: 'template',
      code: 'privacy',
      reason: 'Local processing is on: personal data goes only to a model you or the operator run, so Groq is not used',
    })
    expect(refusal({ kind: 'unconfirmed', host: 'ai.rosies-bakery.example' })).toEqual({
      kind: 'template',
      code: 'privacy',
      reason:
        'Local processing is on: your model at ai.rosies-bakery.example is used once the owner confirms in Settings → AI that your company runs it or has a data processing agreement for it',
    })
    expect(refusal({ kind: 'public' }, 'server')).toMatchObject({ code: 'privacy', reason: expect.stringContaining('at a public address') })
  })

  it('lets any model write once Local processing is off, within the budget', () => {
    const hosted = choice('company', { kind: 'hosted', service: 'Groq' })
    expect(chooseWriter({ server: null, company: hosted, privacy: OFF, budgetReached: false })).toMatchObject({ kind: 'model' })
    expect(chooseWriter({ server: null, company: hosted, privacy: OFF, budgetReached: true })).toEqual({
      kind: 'template',
      code: 'budget',
      reason: BUDGET_REASON,
    })
    expect(chooseWriter({ server: null, company: null, privacy: OFF, budgetReached: false })).toEqual({
      kind: 'template',
      code: 'none',
      reason: NO_MODEL_REASON,
    })
  })

  // The budget in money says so in its own words (docs/decisions/132-cost-in-money.md).
  it('names the budget in money when it is the one spent', () => {
    const hosted = choice('company', { kind: 'hosted', service: 'Groq' })
    expect(chooseWriter({ server: null, company: hosted, privacy: OFF, budgetReached: 'money' })).toEqual({
      kind: 'template',
      code: 'budget',
      reason: MONEY_BUDGET_REASON,
    })
    expect(chooseWriter({ server: null, company: hosted, privacy: OFF, budgetReached: 'tokens' })).toMatchObject({ reason: BUDGET_REASON })
  })

  it('prefers the company’s model to the operator’s, even when only the operator’s could write', () => {
    const decision = chooseWriter({
      server: choice('server', { kind: 'local' }),
      company: choice('company', { kind: 'unconfirmed', host: 'ai.rosies-bakery.example' }),
      privacy: ON,
      budgetReached: false,
    })
    expect(decision).toMatchObject({ kind: 'template', code: 'privacy' })
    expect(describeWriter(decision)).toEqual({ label: 'Templates', detail: expect.stringContaining('Settings → AI') })
  })
})
