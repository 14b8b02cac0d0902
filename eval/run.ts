import { AGENT_CATALOGUE, type CatalogueAgentId } from '@/shared/agents/catalogue'
import { runPlaybook } from '@/shared/agents/playbooks'
import { draftFacts } from '@/shared/ai/facts'
import { languageOf } from '@/shared/ai/language'
import { buildDraftPrompt } from '@/shared/ai/prompt'
import { AI_PROVIDER_LABELS } from '@/shared/ai/providers'
import { loadConfig } from '@/server/config'
import { DRAFT_MAX_OUTPUT_TOKENS } from '@/server/modules/ai-writing/draft-compose'
import { callModel } from '@/server/modules/ai-writing/model-call'
import { resolveServerModel } from '@/server/modules/ai-writing/server-model'
import type { EvalCase } from './case'
import { FINN_CASES } from './cases/finn'
import { HARPER_CASES } from './cases/harper'
import { MAX_CASES } from './cases/max'
import { RILEY_CASES } from './cases/riley'
import { SAM_CASES } from './cases/sam'
import { scoreDraft } from './score'

// npm run eval (docs/ai-eval.md): every case through its playbook, the prompt and the configured model, then scored.
// Options: --agent <id> runs one agent's cases; --mask masks personal values as a company without data collection does.

const CASES: EvalCase[] = [...MAX_CASES, ...SAM_CASES, ...HARPER_CASES, ...FINN_CASES, ...RILEY_CASES]

type Result = { agent: CatalogueAgentId; passed: boolean; score: number; latencyMs: number; tokens: number }

const argument = (name: string) => {
  const at = process.argv.indexOf(name)
  return at === -1 ? undefined : process.argv[at + 1]
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : 0
}

async function main(): Promise<number> {
  const config = loadConfig(process.env)
  const endpoint = await resolveServerModel(config.ai)
  if (!endpoint) {
    console.log(`No language model is configured. Set the operator's model, for example:

  ollama pull llama3.1:8b
  AI_PROVIDER=openai-compatible AI_BASE_URL=http://127.0.0.1:11434/v1 AI_MODEL=llama3.1:8b npm run eval
  AI_PROVIDER=openai AI_API_KEY=sk-… AI_MODEL=gpt-4o-mini npm run eval
  AI_PROVIDER=anthropic AI_API_KEY=sk-ant-… AI_MODEL=claude-3-5-haiku-latest npm run eval

See docs/ai-eval.md.`)
    return 1
  }
  const only = argument('--agent')
  const mask = process.argv.includes('--mask')
  const cases = CASES.filter((item) => !only || item.agent === only)
  console.log(
    `Evaluating ${cases.length} cases with ${endpoint.model} (${AI_PROVIDER_LABELS[endpoint.provider]})${mask ? ', personal values masked' : ''}\n`,
  )

  const results: Result[] = []
  for (const item of cases) {
    const outcome = runPlaybook(item.agent, item.trigger)
    const email = outcome?.email
    if (!outcome || !email) {
      console.log(`! ${item.agent} ${item.title}: the playbook writes no e-mail for this case`)
      continue
    }
    const { name, agent_type } = AGENT_CATALOGUE.find((entry) => entry.id === item.agent)!
    const facts = draftFacts(item.trigger, outcome)
    const language = languageOf(item.trigger)
    const template = { subject: email.subject, text: email.text, action: email.action ?? null }
    const prompt = buildDraftPrompt({ agent: { name, role: agent_type }, facts, template, language, maskPersonal: mask })
    // The operator's own model: a private or loopback address is allowed, as the runtime allows it for the server model.
    const call = await callModel(endpoint, prompt, {
      timeoutMs: config.ai.timeoutMs,
      maxOutputTokens: DRAFT_MAX_OUTPUT_TOKENS,
      policy: { allowPrivate: true },
    })
    const tokens = call.inputTokens + call.outputTokens
    if (!call.ok) {
      console.log(`✗ ${item.agent} ${item.title}: ${call.reason}`)
      results.push({ agent: item.agent, passed: false, score: 0, latencyMs: call.latencyMs, tokens })
      continue
    }
    const final = { subject: prompt.unmask(call.draft.subject), body: prompt.unmask(call.draft.body) }
    const { checks, notes } = scoreDraft({
      draft: call.draft,
      final,
      facts,
      factsSent: prompt.factsSent,
      factsPermitted: prompt.factsPermitted,
      template,
      language,
    })
    const points = Object.values(checks)
    const passed = points.every(Boolean)
    console.log(`${passed ? '✓' : '✗'} ${item.agent} ${item.title}${notes.length ? `: ${notes.join('; ')}` : ''}`)
    results.push({ agent: item.agent, passed, score: points.filter(Boolean).length / points.length, latencyMs: call.latencyMs, tokens })
  }

  console.log('')
  console.table(
    Object.fromEntries(
      [...new Set(results.map((result) => result.agent))].map((agent) => {
        const mine = results.filter((result) => result.agent === agent)
        return [
          agent,
          {
            cases: mine.length,
            passed: mine.filter((result) => result.passed).length,
            'score %': Math.round((mine.reduce((sum, result) => sum + result.score, 0) / mine.length) * 100),
            'median latency ms': median(mine.map((result) => result.latencyMs)),
            tokens: mine.reduce((sum, result) => sum + result.tokens, 0),
          },
        ]
      }),
    ),
  )
  return 0
}

process.exitCode = await main()
