import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startScriptedModelServer, type ScriptedModelServer } from '@/server/test/scripted-model-server'
import { callModel, type ModelEndpoint } from './model-call'

// One call to a language model for a draft (docs/decisions/106-ai-writing.md), against a local OpenAI-compatible server.

const API_KEY = 'sk-scripted-4f9a1c7e2b8d6a3f5c0e'
const PROMPT = { system: 'You write e-mails for a small business.', user: 'Facts:\n- first name: Ada\n- decision: Offer a call on Tuesday' }
const DRAFT = { subject: 'Your question about pricing', body: 'Hi Ada,\n\nThanks for asking.', facts_used: ['first name: Ada'] }
const OPEN = { allowPrivate: true }

let server: ScriptedModelServer

function endpoint(overrides: Partial<ModelEndpoint> = {}): ModelEndpoint {
  return {
    source: 'server',
    provider: 'openai-compatible',
    model: 'scripted-small',
    baseUrl: server.baseUrl,
    apiKey: API_KEY,
    locality: { kind: 'local' },
    ...overrides,
  }
}

const call = (options: { timeoutMs?: number; policy?: { allowPrivate: boolean } } = {}, overrides: Partial<ModelEndpoint> = {}) =>
  callModel(endpoint(overrides), PROMPT, { timeoutMs: options.timeoutMs ?? 20_000, maxOutputTokens: 800, policy: options.policy ?? OPEN })

beforeAll(async () => {
  server = await startScriptedModelServer()
})

afterAll(async () => {
  await server.close()
})

beforeEach(() => {
  server.script([])
  server.requests.length = 0
})

describe('callModel', () => {
  it('returns a valid draft with the tokens the provider counted', async () => {
    server.script([{ draft: DRAFT }])
    const outcome = await call()
    expect(outcome).toMatchObject({ ok: true, draft: DRAFT })
    expect(outcome.inputTokens).toBeGreaterThan(0)
    expect(outcome.outputTokens).toBeGreaterThan(0)
    expect(outcome.latencyMs).toBeGreaterThanOrEqual(0)
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]).toMatchObject({ model: 'scripted-small', system: PROMPT.system, user: PROMPT.user })
  })

  it('sends the API key as a bearer token', async () => {
    await call()
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`)
  })

  it('refuses an answer that is not JSON', async () => {
    server.script([{ content: 'Sure! Here is your e-mail: Hi Ada…' }])
    const outcome = await call()
    expect(outcome.ok).toBe(false)
    expect(!outcome.ok && outcome.reason).toBe("The model's answer could not be used: it was not the JSON asked for")
    // The model answered: a refusal of its answer, not the provider failing (docs/decisions/133-provider-outages.md).
    expect(!outcome.ok && outcome.failure).toBe('answer')
    expect(server.requests).toHaveLength(1)
  })

  it('refuses an answer that does not match the draft schema', async () => {
    server.script([{ content: JSON.stringify({ subject: 'Hello', body: '' }) }])
    const outcome = await call()
    expect(!outcome.ok && outcome.reason).toBe("The model's answer could not be used: its text was empty")
    expect(outcome.inputTokens).toBeGreaterThan(0)
  })

  it.each([
    ['a NUL', 'Hi Ada\u0000, welcome'],
    ['a lone surrogate', 'Hi Ada \ud800, welcome'],
  ])('refuses an answer whose text holds %s, which the database cannot store', async (_, body) => {
    server.script([{ content: JSON.stringify({ subject: 'Hello', body, facts_used: ['name: Ada'] }) }])
    const outcome = await call()
    expect(!outcome.ok && outcome.reason).toBe("The model's answer could not be used: its text held characters that cannot be stored")
  })

  it('retries a 429 and takes the next answer', async () => {
    server.script([{ status: 429, retryAfter: '0' }, { draft: DRAFT }])
    const outcome = await call()
    expect(outcome).toMatchObject({ ok: true, draft: DRAFT })
    expect(server.requests).toHaveLength(2)
  })

  it('gives up after the retries when the provider keeps refusing', async () => {
    server.script([
      { status: 429, retryAfter: '0' },
      { status: 429, retryAfter: '0' },
      { status: 429, retryAfter: '0' },
    ])
    const outcome = await call()
    expect(outcome).toMatchObject({ ok: false, reason: 'The provider refused: too many requests (429)', failure: 'provider' })
    expect(server.requests).toHaveLength(3)
  })

  it('stops waiting at the time limit', async () => {
    server.script([{ hang: true }])
    const outcome = await call({ timeoutMs: 300 })
    expect(outcome).toMatchObject({ ok: false, reason: 'The model did not answer within 0.3 s', failure: 'provider' })
    expect(outcome.latencyMs).toBeGreaterThanOrEqual(250)
  })

  it('says what failed before the time limit cut the retries short', async () => {
    server.script([{ status: 503 }, { hang: true }])
    const outcome = await call({ timeoutMs: 300 })
    expect(outcome).toMatchObject({ ok: false, reason: 'The provider failed (503); no answer within 0.3 s' })
  })

  it('says the key was refused, without the key or the prompt', async () => {
    server.script([{ status: 401, body: { error: { message: `Incorrect API key provided: ${API_KEY}`, type: 'invalid_request_error' } } }])
    const outcome = await call()
    expect(outcome).toMatchObject({ ok: false, reason: 'The provider refused the API key (401)' })
    expect(JSON.stringify(outcome)).not.toContain(API_KEY.slice(-12))
    expect(JSON.stringify(outcome)).not.toContain('Ada')
    expect(server.requests).toHaveLength(1)
  })

  // A URL a company entered follows decision 075: 127.0.0.1 is refused unless private addresses are allowed.
  it('refuses a company endpoint at a loopback address unless private addresses are allowed', async () => {
    const refused = await call({ policy: { allowPrivate: false } }, { source: 'company' })
    expect(refused).toMatchObject({
      ok: false,
      reason: 'Refused: 127.0.0.1 resolves to 127.0.0.1, a loopback address (this server itself)',
    })
    expect(server.requests).toHaveLength(0)

    server.script([{ draft: DRAFT }])
    const allowed = await call({ policy: { allowPrivate: true } }, { source: 'company' })
    expect(allowed).toMatchObject({ ok: true, draft: DRAFT })
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`)
  })

  it('connects a company endpoint only to the addresses it vetted', async () => {
    const port = new URL(server.baseUrl).port
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }]
    server.script([{ draft: DRAFT }])
    const outcome = await callModel(endpoint({ source: 'company', baseUrl: `http://models.customer.example:${port}/v1` }), PROMPT, {
      timeoutMs: 20_000,
      maxOutputTokens: 800,
      policy: { allowPrivate: true, resolve },
    })
    expect(outcome).toMatchObject({ ok: true, draft: DRAFT })
    expect(server.requests[0]?.headers.host).toBe(`models.customer.example:${port}`)
  })

  it('trusts the operator’s endpoint as configured', async () => {
    server.script([{ draft: DRAFT }])
    expect(await call({ policy: { allowPrivate: false } })).toMatchObject({ ok: true })
  })
})
