import { describe, expect, it } from 'vitest'
import { companyModelLocality, serverModelLocality } from './model-locality'

// Who runs a model, as Local processing sees it (docs/decisions/122-local-processing-that-means-it.md).

describe('companyModelLocality', () => {
  const compatible = (baseUrl: string, confirmedHost: string | null = null) =>
    companyModelLocality({ provider: 'openai-compatible', baseUrl, confirmedHost })

  it('counts OpenAI and Anthropic themselves as hosted', () => {
    expect(companyModelLocality({ provider: 'openai', baseUrl: null, confirmedHost: null })).toEqual({ kind: 'hosted', service: 'OpenAI' })
    expect(companyModelLocality({ provider: 'anthropic', baseUrl: null, confirmedHost: null })).toEqual({
      kind: 'hosted',
      service: 'Anthropic',
    })
  })

  it('counts a compatible endpoint on a hosted service’s host as hosted, confirmed or not', () => {
    expect(compatible('https://api.groq.com/openai/v1')).toEqual({ kind: 'hosted', service: 'Groq' })
    expect(compatible('https://api.groq.com/openai/v1', 'api.groq.com')).toEqual({ kind: 'hosted', service: 'Groq' })
    expect(compatible('https://acme.openai.azure.com/openai')).toEqual({ kind: 'hosted', service: 'Azure OpenAI' })
  })

  it('waits for the owner’s confirmation of any other host, and takes it only for that host', () => {
    expect(compatible('https://ai.rosies-bakery.example/v1')).toEqual({ kind: 'unconfirmed', host: 'ai.rosies-bakery.example' })
    expect(compatible('https://ai.rosies-bakery.example/v1', 'ai.rosies-bakery.example')).toEqual({ kind: 'local' })
    expect(compatible('https://other.rosies-bakery.example/v1', 'ai.rosies-bakery.example')).toEqual({
      kind: 'unconfirmed',
      host: 'other.rosies-bakery.example',
    })
    expect(compatible('https://api.openai.com.evil.example/v1')).toEqual({ kind: 'unconfirmed', host: 'api.openai.com.evil.example' })
  })
})

describe('serverModelLocality', () => {
  it('is local only on the operator’s own network, and never on a hosted service’s host', () => {
    const at = (baseUrl: string | null, onOwnNetwork: boolean) =>
      serverModelLocality({ provider: 'openai-compatible', baseUrl, onOwnNetwork })
    expect(at('http://10.0.0.5/v1', true)).toEqual({ kind: 'local' })
    expect(at('https://llm.example.net/v1', false)).toEqual({ kind: 'public' })
    expect(at('https://acme.openai.azure.com/openai', true)).toEqual({ kind: 'hosted', service: 'Azure OpenAI' })
    expect(serverModelLocality({ provider: 'anthropic', baseUrl: null, onOwnNetwork: false })).toEqual({
      kind: 'hosted',
      service: 'Anthropic',
    })
  })
})
