import { describe, expect, it } from 'vitest'
import { DEFAULT_PRICE_TABLE } from '@/shared/ai/model-prices'
import type { Config } from '@/server/config'
import { resolveServerModel } from './server-model'

// The operator's model is local only when its base URL leads to its own networks and is no hosted service's host
// (docs/decisions/106-ai-writing.md, docs/decisions/122-local-processing-that-means-it.md).

const ai = (server: Config['ai']['server']): Config['ai'] => ({
  server,
  timeoutMs: 20_000,
  encryptionKey: null,
  prices: DEFAULT_PRICE_TABLE,
})
const compatible = (baseUrl: string) => ai({ provider: 'openai-compatible', model: 'llama3.1', apiKey: null, baseUrl })
const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
const unresolvable = async () => {
  throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' })
}

describe('resolveServerModel', () => {
  it('is null without a configured provider', async () => {
    expect(await resolveServerModel(ai(null))).toBeNull()
  })

  it('describes the operator’s model with its key, as source "server"', async () => {
    const endpoint = await resolveServerModel(ai({ provider: 'openai', model: 'gpt-4o-mini', apiKey: 'sk-test', baseUrl: null }))
    expect(endpoint).toEqual({
      source: 'server',
      provider: 'openai',
      model: 'gpt-4o-mini',
      baseUrl: null,
      apiKey: 'sk-test',
      locality: { kind: 'hosted', service: 'OpenAI' },
    })
  })

  it.each([
    ['http://127.0.0.1:11434/v1', resolvesTo()],
    ['http://[::1]:11434/v1', resolvesTo()],
    ['http://localhost:11434/v1', unresolvable],
    ['http://ollama.internal:11434/v1', resolvesTo('10.0.3.7')],
    ['http://gpu.lan/v1', resolvesTo('192.168.1.20', 'fd12:3456::20')],
    ['http://vllm.cluster/v1', resolvesTo('100.64.0.9')],
  ])('is local at %s', async (baseUrl, resolve) => {
    expect((await resolveServerModel(compatible(baseUrl), resolve))?.locality).toEqual({ kind: 'local' })
  })

  it.each([
    ['https://api.together.example/v1', resolvesTo('8.8.8.8')],
    ['http://mixed.example/v1', resolvesTo('10.0.0.5', '8.8.4.4')],
    ['http://169.254.169.254/v1', resolvesTo()],
    ['http://gone.example/v1', unresolvable],
  ])('is not local at %s', async (baseUrl, resolve) => {
    expect((await resolveServerModel(compatible(baseUrl), resolve))?.locality).toEqual({ kind: 'public' })
  })

  it('never counts a hosted service’s own endpoint (no base URL) as local', async () => {
    const hosted = await resolveServerModel(
      ai({ provider: 'anthropic', model: 'claude-haiku-4-5', apiKey: 'sk-ant', baseUrl: null }),
      resolvesTo('10.0.0.1'),
    )
    expect(hosted?.locality).toEqual({ kind: 'hosted', service: 'Anthropic' })
  })

  it.each([
    ['https://acme.openai.azure.com/openai/v1', 'Azure OpenAI'],
    ['https://api.groq.com/openai/v1', 'Groq'],
    ['https://bedrock-runtime.eu-west-1.amazonaws.com/v1', 'AWS Bedrock'],
  ])('never counts a hosted service’s host as local, even resolving to a private address (%s)', async (baseUrl, service) => {
    let asked = false
    const resolve = async () => {
      asked = true
      return [{ address: '10.0.0.4', family: 4 }]
    }
    expect((await resolveServerModel(compatible(baseUrl), resolve))?.locality).toEqual({ kind: 'hosted', service })
    expect(asked).toBe(false)
  })

  it('counts the OpenAI provider at a private base URL (a proxy or a server of the operator’s) as local', async () => {
    const endpoint = await resolveServerModel(
      ai({ provider: 'openai', model: 'llama3.1', apiKey: 'sk-test', baseUrl: 'http://10.0.0.9:8000/v1' }),
      resolvesTo(),
    )
    expect(endpoint?.locality).toEqual({ kind: 'local' })
  })
})
