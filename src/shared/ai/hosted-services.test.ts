import { describe, expect, it } from 'vitest'
import { hostedServiceOf, hostOfUrl } from './hosted-services'

// The provider classification on both sides of the list (docs/decisions/122-local-processing-that-means-it.md).

describe('hostedServiceOf: hosts on the list', () => {
  it.each([
    ['api.openai.com', 'OpenAI'],
    ['acme-prod.openai.azure.com', 'Azure OpenAI'],
    ['acme.cognitiveservices.azure.com', 'Azure OpenAI'],
    ['acme.services.ai.azure.com', 'Azure OpenAI'],
    ['api.anthropic.com', 'Anthropic'],
    ['openrouter.ai', 'OpenRouter'],
    ['api.groq.com', 'Groq'],
    ['api.together.xyz', 'Together AI'],
    ['api.together.ai', 'Together AI'],
    ['api.mistral.ai', 'Mistral AI'],
    ['generativelanguage.googleapis.com', 'Google'],
    ['us-central1-aiplatform.googleapis.com', 'Google'],
    ['api.deepseek.com', 'DeepSeek'],
    ['api.fireworks.ai', 'Fireworks AI'],
    ['api.perplexity.ai', 'Perplexity'],
    ['api.cohere.com', 'Cohere'],
    ['api.cohere.ai', 'Cohere'],
    ['api.x.ai', 'xAI'],
    ['api.cerebras.ai', 'Cerebras'],
    ['api.deepinfra.com', 'DeepInfra'],
    ['api-inference.huggingface.co', 'Hugging Face'],
    ['router.huggingface.co', 'Hugging Face'],
    ['abc123.us-east-1.aws.endpoints.huggingface.cloud', 'Hugging Face'],
    ['api.replicate.com', 'Replicate'],
    ['bedrock-runtime.us-east-1.amazonaws.com', 'AWS Bedrock'],
    ['bedrock-runtime-fips.us-gov-west-1.amazonaws.com', 'AWS Bedrock'],
    ['vpce-0abc.bedrock-runtime.eu-central-1.vpce.amazonaws.com', 'AWS Bedrock'],
    ['bedrock-runtime.cn-north-1.amazonaws.com.cn', 'AWS Bedrock'],
    ['models.github.ai', 'GitHub Models'],
    ['integrate.api.nvidia.com', 'NVIDIA'],
    ['gateway.ai.cloudflare.com', 'Cloudflare'],
    ['dashscope-intl.aliyuncs.com', 'Alibaba Cloud Model Studio'],
    ['ollama.com', 'Ollama'],
  ])('%s is %s', (host, service) => {
    expect(hostedServiceOf(host)).toBe(service)
  })

  it('reads a host as URLs do: any case, a trailing dot, from a URL', () => {
    expect(hostedServiceOf('API.OpenAI.com')).toBe('OpenAI')
    expect(hostedServiceOf('api.groq.com.')).toBe('Groq')
    expect(hostOfUrl('https://API.Mistral.AI:443/v1/')).toBe('api.mistral.ai')
    expect(hostedServiceOf(hostOfUrl('https://api.groq.com/openai/v1')!)).toBe('Groq')
  })
})

describe('hostedServiceOf: hosts off the list', () => {
  it.each([
    'localhost',
    '127.0.0.1',
    '10.0.3.7',
    '192.168.1.20',
    '::1',
    'fd12:3456::20',
    'llm.internal',
    'ai.rosies-bakery.example',
    // Someone else's hosts that merely contain a service's name.
    'api.openai.com.evil.example',
    'evilopenai.com',
    'openai.com-proxy.example',
    'my-groq.com',
    'notanthropic.com',
    'googleapis.com.attacker.example',
    // A company's own machine on a cloud: rented hardware, the company's model.
    'ec2-3-120-1-1.eu-central-1.compute.amazonaws.com',
    'llm.westeurope.cloudapp.azure.com',
    'mybedrock.example',
  ])('%s is on no list', (host) => {
    expect(hostedServiceOf(host)).toBeNull()
  })

  it('reads an IPv6 address from a URL without its brackets', () => {
    expect(hostOfUrl('http://[::1]:11434/v1')).toBe('::1')
    expect(hostOfUrl('not a url')).toBeNull()
  })
})
