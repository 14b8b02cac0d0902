import { serverModelLocality } from '@/shared/ai/model-locality'
import { AI_PROVIDERS, type AiProvider } from '@/shared/ai/providers'
import type { ModelEndpoint } from '@/server/modules/ai-writing/model-call'

// Which model judges (docs/ai-eval.md#judge): the one the EVAL_JUDGE_* variables name, or else the writer's own model
// (the AI_* variables), as the requirement allows. A judge of the same model tends to prefer its own answers: name
// another one for figures that are compared across models.

export type JudgeChoice = { judge: ModelEndpoint | null; problem: string | null }

const isProvider = (value: string): value is AiProvider => (AI_PROVIDERS as readonly string[]).includes(value)

export function judgeFromEnvironment(env: NodeJS.ProcessEnv, writer: ModelEndpoint | null): JudgeChoice {
  const value = (name: string) => env[name]?.trim() || undefined
  const provider = value('EVAL_JUDGE_PROVIDER')
  const model = value('EVAL_JUDGE_MODEL')
  const baseUrl = value('EVAL_JUDGE_BASE_URL') ?? null
  const apiKey = value('EVAL_JUDGE_API_KEY') ?? null
  if (!provider) {
    if (model || baseUrl || apiKey) return { judge: null, problem: 'EVAL_JUDGE_PROVIDER is required when another EVAL_JUDGE_* is set' }
    return { judge: writer, problem: null }
  }
  if (!isProvider(provider)) return { judge: null, problem: `EVAL_JUDGE_PROVIDER must be one of ${AI_PROVIDERS.join(', ')}` }
  if (!model) return { judge: null, problem: 'EVAL_JUDGE_MODEL is required with EVAL_JUDGE_PROVIDER' }
  if (provider === 'openai-compatible' && !baseUrl) return { judge: null, problem: 'EVAL_JUDGE_BASE_URL is required for openai-compatible' }
  if (provider !== 'openai-compatible' && !apiKey) return { judge: null, problem: `EVAL_JUDGE_API_KEY is required for ${provider}` }
  const locality = serverModelLocality({ provider, baseUrl, onOwnNetwork: false })
  return { judge: { source: 'server', provider, model, baseUrl, apiKey, locality }, problem: null }
}
