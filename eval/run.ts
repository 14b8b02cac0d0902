import { AI_PROVIDER_LABELS } from '@/shared/ai/providers'
import { loadConfig } from '@/server/config'
import { resolveServerModel } from '@/server/modules/ai-writing/server-model'
import { ALL_CASES } from './cases'
import { judgeFromEnvironment } from './judge/endpoint'
import { runEval } from './run-eval'

// npm run eval (docs/ai-eval.md): the command around runEval. Options:
//   --agent <id>        one agent's cases            --samples <n>     samples per case (3)
//   --mask              personal values masked       --no-judge        deterministic graders only
//   --baseline <file>   compare with this saved run  --no-baseline     compare with none
//   --save-baseline     save this run as eval/results/baseline.json

const argument = (name: string) => {
  const at = process.argv.indexOf(name)
  return at === -1 ? undefined : process.argv[at + 1]
}
const flag = (name: string) => process.argv.includes(name)

async function main(): Promise<number> {
  const config = loadConfig(process.env)
  const writer = await resolveServerModel(config.ai)
  if (!writer) {
    console.log(`No language model is configured. Set the operator's model, for example:

  ollama pull llama3.1:8b
  AI_PROVIDER=openai-compatible AI_BASE_URL=http://127.0.0.1:11434/v1 AI_MODEL=llama3.1:8b npm run eval
  AI_PROVIDER=openai AI_API_KEY=sk-… AI_MODEL=gpt-4o-mini npm run eval
  AI_PROVIDER=anthropic AI_API_KEY=sk-ant-… AI_MODEL=claude-3-5-haiku-latest npm run eval

See docs/ai-eval.md.`)
    return 1
  }
  const choice = judgeFromEnvironment(process.env, writer)
  if (choice.problem) {
    console.log(`The judge is not configured: ${choice.problem}. See docs/ai-eval.md.`)
    return 1
  }
  const judge = flag('--no-judge') ? null : choice.judge
  const only = argument('--agent')
  const cases = ALL_CASES.filter((item) => !only || item.agent === only)
  const samples = argument('--samples') ? Number(argument('--samples')) : undefined
  const mask = flag('--mask')
  console.log(
    `Evaluating ${cases.length} cases × ${samples ?? 3} samples with ${writer.model} (${AI_PROVIDER_LABELS[writer.provider]})` +
      `${judge ? `, judged by ${judge.model}` : ', no judge'}${mask ? ', personal values masked' : ''}\n`,
  )
  const outcome = await runEval({
    writer,
    judge,
    cases,
    samples,
    mask,
    timeoutMs: config.ai.timeoutMs,
    baselinePath: flag('--no-baseline') ? null : argument('--baseline'),
    saveBaseline: flag('--save-baseline'),
    log: (line) => console.log(line),
  })
  return outcome.exitCode
}

process.exitCode = await main()
