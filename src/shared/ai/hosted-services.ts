/**
 * Language-model services run by someone else (docs/decisions/122-local-processing-that-means-it.md): with Local
 * processing on, personal data never goes to a host of theirs, whatever the provider is called in Settings → AI.
 * A host matches a domain when it is that domain or ends with "." and it, so api.openai.com.evil.example and
 * evilopenai.com are someone else's hosts, not OpenAI's.
 */
type HostedService = {
  readonly name: string
  readonly domains: readonly string[]
  /** Services on a shared cloud domain: a host under `under` with a label matching `label` (AWS Bedrock's regions). */
  readonly labelled?: { readonly under: readonly string[]; readonly label: RegExp }
}

export const HOSTED_AI_SERVICES: readonly HostedService[] = [
  { name: 'OpenAI', domains: ['openai.com', 'chatgpt.com'] },
  { name: 'Azure OpenAI', domains: ['openai.azure.com', 'cognitiveservices.azure.com', 'services.ai.azure.com', 'inference.ai.azure.com'] },
  { name: 'Anthropic', domains: ['anthropic.com', 'claude.ai'] },
  { name: 'OpenRouter', domains: ['openrouter.ai'] },
  { name: 'Groq', domains: ['groq.com'] },
  { name: 'Together AI', domains: ['together.xyz', 'together.ai'] },
  { name: 'Mistral AI', domains: ['mistral.ai'] },
  // Gemini, Vertex AI (us-central1-aiplatform.googleapis.com) and every other Google API.
  { name: 'Google', domains: ['googleapis.com', 'generativeai.google'] },
  { name: 'DeepSeek', domains: ['deepseek.com'] },
  { name: 'Fireworks AI', domains: ['fireworks.ai'] },
  { name: 'Perplexity', domains: ['perplexity.ai'] },
  { name: 'Cohere', domains: ['cohere.com', 'cohere.ai'] },
  { name: 'xAI', domains: ['x.ai'] },
  { name: 'Cerebras', domains: ['cerebras.ai'] },
  { name: 'DeepInfra', domains: ['deepinfra.com'] },
  { name: 'Hugging Face', domains: ['huggingface.co', 'huggingface.cloud', 'hf.space'] },
  { name: 'Replicate', domains: ['replicate.com'] },
  {
    name: 'AWS Bedrock',
    domains: [],
    labelled: { under: ['amazonaws.com', 'amazonaws.com.cn', 'api.aws'], label: /^bedrock(-[a-z0-9-]+)?$/ },
  },
  { name: 'GitHub Models', domains: ['models.github.ai'] },
  { name: 'NVIDIA', domains: ['api.nvidia.com'] },
  { name: 'AI21 Labs', domains: ['ai21.com'] },
  { name: 'SambaNova', domains: ['sambanova.ai'] },
  { name: 'Nebius', domains: ['nebius.ai', 'nebius.com'] },
  { name: 'Novita AI', domains: ['novita.ai'] },
  { name: 'Hyperbolic', domains: ['hyperbolic.xyz'] },
  { name: 'Moonshot AI', domains: ['moonshot.ai', 'moonshot.cn'] },
  { name: 'Alibaba Cloud Model Studio', domains: ['dashscope.aliyuncs.com', 'dashscope-intl.aliyuncs.com'] },
  { name: 'IBM watsonx', domains: ['ml.cloud.ibm.com'] },
  { name: 'Ollama', domains: ['ollama.com'] },
  // Gateways that pass a prompt on to the services above.
  { name: 'Cloudflare', domains: ['gateway.ai.cloudflare.com', 'api.cloudflare.com'] },
  { name: 'Vercel AI Gateway', domains: ['ai-gateway.vercel.sh'] },
  { name: 'Portkey', domains: ['portkey.ai'] },
  { name: 'Helicone', domains: ['helicone.ai'] },
]

/** A host as URLs compare it: lower case, without the brackets of an IPv6 address or a trailing dot. */
export function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.+$/, '')
}

/** The host of a URL (normalised), or null when it is not a URL. */
export function hostOfUrl(url: string): string | null {
  try {
    return normaliseHost(new URL(url).hostname)
  } catch {
    return null
  }
}

const isUnder = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

/** The name of the hosted service a host belongs to ("Groq" for api.groq.com), or null when it is on no list. */
export function hostedServiceOf(host: string): string | null {
  const name = normaliseHost(host)
  for (const service of HOSTED_AI_SERVICES) {
    if (service.domains.some((domain) => isUnder(name, domain))) return service.name
    const labelled = service.labelled
    if (labelled) {
      const parent = labelled.under.find((domain) => name.endsWith(`.${domain}`))
      if (
        parent &&
        name
          .slice(0, -parent.length - 1)
          .split('.')
          .some((label) => labelled.label.test(label))
      )
        return service.name
    }
  }
  return null
}
