import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CatalogueAgentId } from '@/shared/agents/catalogue'
import type { AdversarialKind } from './case'
import { EVAL_CONFIG, GRADERS, type GraderName } from './config'
import type { Grades } from './graders'

// A run's results as saved (docs/ai-eval.md#results): one JSON file per run in EVAL_CONFIG.resultsDir, kept out of
// git (eval/.gitignore), and the baseline a later run is compared with, case by case.

export type SampleResult = {
  score: number
  subject: string
  body: string
  /** Why there is no e-mail to grade: the model's call failed, or its answer could not be used. */
  error?: string
  graders: Grades
  latencyMs: number
  tokens: number
}

export type CaseResult = {
  id: string
  agent: CatalogueAgentId
  title: string
  adversarial: AdversarialKind[]
  score: number
  spread: number
  stdev: number
  samples: SampleResult[]
  /** Set when the case scored lower than in the baseline by more than the margin. */
  regressed?: { from: number; to: number }
}

export type GraderSummary = { samples: number; passRate: number; meanScore: number }

export type RunResult = {
  version: 1
  startedAt: string
  writer: { provider: string; model: string }
  judge: { provider: string; model: string } | null
  samples: number
  threshold: number
  overall: number
  passed: boolean
  /** The headline: how often the writer's e-mail beat the playbook's template in the judge's eyes (ties count half). */
  winRateVsTemplate: number | null
  winRateVsReference: number | null
  /** Samples the judge was asked about and failed to grade: their judge graders are left out. */
  judgeFailures: number
  meanSpread: number
  baseline: string | null
  regressions: string[]
  agents: Partial<Record<CatalogueAgentId, { cases: number; score: number; spread: number }>>
  graders: Partial<Record<GraderName, GraderSummary>>
  cases: CaseResult[]
}

/** Each grader on its own, over every sample it applied to. */
export function summariseGraders(cases: CaseResult[]): RunResult['graders'] {
  const summary: RunResult['graders'] = {}
  for (const name of GRADERS) {
    const grades = cases.flatMap((item) => item.samples.map((sample) => sample.graders[name])).filter((grade) => grade?.applicable)
    if (!grades.length) continue
    const passRate = grades.filter((grade) => grade!.pass).length / grades.length
    const meanScore = grades.reduce((sum, grade) => sum + grade!.score, 0) / grades.length
    summary[name] = { samples: grades.length, passRate: round(passRate * 100), meanScore: round(meanScore * 100) }
  }
  return summary
}

export const round = (value: number) => Math.round(value * 10) / 10

export function loadBaseline(path: string): RunResult {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as RunResult
  if (parsed.version !== 1 || !Array.isArray(parsed.cases)) throw new Error(`${path} is not a saved eval run`)
  return parsed
}

/** The cases that scored lower than in the baseline by more than the margin, each marked on its result. */
export function markRegressions(cases: CaseResult[], baseline: RunResult, margin = EVAL_CONFIG.regressionMargin): string[] {
  const before = new Map(baseline.cases.map((item) => [item.id, item.score]))
  const regressed: string[] = []
  for (const item of cases) {
    const from = before.get(item.id)
    if (from === undefined || item.score >= from - margin) continue
    item.regressed = { from, to: item.score }
    regressed.push(item.id)
  }
  return regressed
}

/** Saves the run as `<resultsDir>/<time>.json`, and as the baseline when asked; the path of the run's file. */
export function saveRun(run: RunResult, resultsDir: string, asBaseline: boolean): string {
  if (!existsSync(resultsDir)) mkdirSync(resultsDir, { recursive: true })
  const text = `${JSON.stringify(run, null, 2)}\n`
  const path = join(resultsDir, `${run.startedAt.replace(/[:.]/g, '-')}.json`)
  writeFileSync(path, text)
  if (asBaseline) writeFileSync(join(resultsDir, 'baseline.json'), text)
  return path
}
