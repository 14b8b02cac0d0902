import { existsSync } from 'node:fs'
import { join } from 'node:path'
import pLimit from 'p-limit'
import { callModel, type ModelEndpoint } from '@/server/modules/ai-writing/model-call'
import type { EvalCase, EvalEmail } from './case'
import { EVAL_CONFIG } from './config'
import { gradeWithoutJudge, type Grades } from './graders'
import { judgePair, judgeRubric } from './judge/judge'
import { prepareCase, type PreparedCase } from './prepare'
import { caseLine, summaryLines } from './report'
import {
  loadBaseline,
  markRegressions,
  round,
  saveRun,
  summariseGraders,
  type CaseResult,
  type RunResult,
  type SampleResult,
} from './results'
import { caseScore, failedGates, sampleScore } from './score'

// The eval as a function (docs/ai-eval.md): every case through its playbook, the prompt and the writer's model,
// `samples` times; each e-mail through the graders and, when a judge is given, the judge; the results saved and
// compared with a baseline. `npm run eval` (eval/run.ts) is a thin command around it; the eval's own tests call it
// with the scripted model server.

/**
 * The runtime's DRAFT_MAX_OUTPUT_TOKENS (src/server/modules/ai-writing/draft-compose.ts): a subject, 1500 characters of
 * body and the facts used. Written here rather than imported, since that module brings the database layer with it.
 */
const DRAFT_MAX_OUTPUT_TOKENS = 1000

export type EvalOptions = {
  writer: ModelEndpoint
  /** The judge's model, or null to grade with the deterministic graders only. */
  judge: ModelEndpoint | null
  cases: EvalCase[]
  samples?: number
  /** Personal values masked in the prompt, as for a company that keeps only what a run needs. */
  mask?: boolean
  timeoutMs: number
  /** The saved run to compare with; undefined means `<resultsDir>/baseline.json` when it exists, null none. */
  baselinePath?: string | null
  /** Where the run is saved; null saves nothing. */
  resultsDir?: string | null
  saveBaseline?: boolean
  threshold?: number
  concurrency?: number
  /** Where the report's lines go, the last one `eval: <score>% overall, <cases> cases, <pass|fail>`. */
  log?: (line: string) => void
}

export type EvalOutcome = { run: RunResult; exitCode: 0 | 1; savedTo: string | null }

async function writeSample(options: EvalOptions, prepared: PreparedCase, index: number): Promise<SampleResult> {
  const call = await callModel(options.writer, prepared.prompt, {
    timeoutMs: options.timeoutMs,
    maxOutputTokens: DRAFT_MAX_OUTPUT_TOKENS,
    // The operator's own model: a private or loopback address is allowed, as the runtime allows it for the server model.
    policy: { allowPrivate: true },
  })
  const usage = { latencyMs: call.latencyMs, tokens: call.inputTokens + call.outputTokens }
  if (!call.ok) return { score: 0, subject: '', body: '', error: call.reason, graders: {}, ...usage }
  const email: EvalEmail = { subject: prepared.prompt.unmask(call.draft.subject), body: prepared.prompt.unmask(call.draft.body) }
  const graders: Grades = gradeWithoutJudge({ prepared, email }, call.draft)
  if (options.judge) Object.assign(graders, await judged(options.judge, prepared, email, index, failedGates(graders).length > 0))
  return { score: sampleScore(graders), ...email, graders, ...usage }
}

/**
 * The judge's graders for one e-mail. One that failed a gate is not shown to the judge: the business could not send
 * it, so it loses to the template and to the reference whatever its words.
 */
async function judged(judge: ModelEndpoint, prepared: PreparedCase, email: EvalEmail, index: number, unsendable: boolean): Promise<Grades> {
  if (unsendable) {
    const lost = (what: string) => ({ score: 0, pass: false, applicable: true, notes: [`failed a gate: loses to the ${what}`] })
    return {
      rubric: { score: 0, pass: false, applicable: false, notes: ['failed a gate: not judged'] },
      vsTemplate: lost('template'),
      vsReference: lost('reference'),
    }
  }
  const template = { subject: prepared.template.subject, body: prepared.template.text }
  // The candidate is shown first in even samples and second in odd ones, so a judge's taste for a position cancels out.
  const first = index % 2 === 0
  const [rubric, vsTemplate, vsReference] = await Promise.all([
    judgeRubric(judge, prepared, email),
    judgePair(judge, prepared, email, { name: 'template', email: template }, first),
    judgePair(judge, prepared, email, { name: 'reference', email: prepared.case.reference }, !first),
  ])
  return { rubric, vsTemplate, vsReference }
}

async function runCase(options: EvalOptions, item: EvalCase): Promise<CaseResult> {
  const samples: SampleResult[] = []
  let prepared: PreparedCase | null = null
  try {
    prepared = prepareCase(item, { mask: options.mask })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    samples.push({ score: 0, subject: '', body: '', error: reason, graders: {}, latencyMs: 0, tokens: 0 })
  }
  for (let index = 0; prepared && index < (options.samples ?? EVAL_CONFIG.samples); index++) {
    samples.push(await writeSample(options, prepared, index))
  }
  const { id, agent, title, adversarial } = item
  return { id, agent, title, adversarial, ...caseScore(samples.map((sample) => sample.score)), samples }
}

/** The share of judged samples in which the writer's e-mail won, ties counting half; null without a judge. */
function winRate(cases: CaseResult[], grader: 'vsTemplate' | 'vsReference'): number | null {
  const grades = cases.flatMap((item) => item.samples.map((sample) => sample.graders[grader])).filter((grade) => grade?.applicable)
  return grades.length ? round((grades.reduce((sum, grade) => sum + grade!.score, 0) / grades.length) * 100) : null
}

/** Samples a judge's call failed on: left out of the judge's graders, so the headline says how many. */
const judgeFailures = (cases: CaseResult[]) =>
  cases
    .flatMap((item) => item.samples)
    .filter((sample) =>
      [sample.graders.rubric, sample.graders.vsTemplate].some(
        (grade) => grade && !grade.applicable && grade.notes[0]?.startsWith("the judge's call failed"),
      ),
    ).length

function agentsOf(cases: CaseResult[]): RunResult['agents'] {
  const agents: RunResult['agents'] = {}
  for (const agent of new Set(cases.map((item) => item.agent))) {
    const mine = cases.filter((item) => item.agent === agent)
    const mean = (values: number[]) => round(values.reduce((sum, value) => sum + value, 0) / values.length)
    agents[agent] = { cases: mine.length, score: mean(mine.map((item) => item.score)), spread: mean(mine.map((item) => item.spread)) }
  }
  return agents
}

export async function runEval(options: EvalOptions): Promise<EvalOutcome> {
  const log = options.log ?? (() => {})
  const threshold = options.threshold ?? EVAL_CONFIG.threshold
  const startedAt = new Date().toISOString()
  const limit = pLimit(options.concurrency ?? EVAL_CONFIG.concurrency)
  let done = 0
  const cases = await Promise.all(
    options.cases.map((item) =>
      limit(async () => {
        const result = await runCase(options, item)
        log(caseLine(result, ++done, options.cases.length, threshold))
        return result
      }),
    ),
  )

  const resultsDir = options.resultsDir === undefined ? EVAL_CONFIG.resultsDir : options.resultsDir
  const defaultBaseline = resultsDir ? join(resultsDir, 'baseline.json') : null
  const baselinePath =
    options.baselinePath === undefined ? (defaultBaseline && existsSync(defaultBaseline) ? defaultBaseline : null) : options.baselinePath
  const regressions = baselinePath ? markRegressions(cases, loadBaseline(baselinePath)) : []
  const overall = cases.length ? round(cases.reduce((sum, item) => sum + item.score, 0) / cases.length) : 0
  const passed = overall >= threshold && regressions.length === 0
  const endpoint = (model: ModelEndpoint | null) => (model ? { provider: model.provider, model: model.model } : null)
  const run: RunResult = {
    version: 1,
    startedAt,
    writer: endpoint(options.writer)!,
    judge: endpoint(options.judge),
    samples: options.samples ?? EVAL_CONFIG.samples,
    threshold,
    overall,
    passed,
    winRateVsTemplate: winRate(cases, 'vsTemplate'),
    winRateVsReference: winRate(cases, 'vsReference'),
    judgeFailures: options.judge ? judgeFailures(cases) : 0,
    meanSpread: cases.length ? round(cases.reduce((sum, item) => sum + item.spread, 0) / cases.length) : 0,
    baseline: baselinePath,
    regressions,
    agents: agentsOf(cases),
    graders: summariseGraders(cases),
    cases,
  }
  const savedTo = resultsDir ? saveRun(run, resultsDir, options.saveBaseline ?? false) : null
  for (const line of summaryLines(run, savedTo)) log(line)
  return { run, exitCode: passed ? 0 : 1, savedTo }
}
