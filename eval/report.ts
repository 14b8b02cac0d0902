import { GRADERS } from './config'
import type { CaseResult, RunResult } from './results'

// What a run prints (docs/ai-eval.md#reading-a-run): a line per case as it finishes, then each agent, each grader on
// its own, the judge's headline, the spread, the regressions, and last `eval: <score>% overall, <cases> cases,
// <pass|fail>`, the line a script or a person reads first.

const pad = (text: string | number, width: number) => String(text).padEnd(width)
const fixed = (value: number) => value.toFixed(1)

/** "✓ [3/156] 92.0 ±8.0 max/hot-referral-big-budget", then what its samples failed. */
export function caseLine(item: CaseResult, done: number, total: number, threshold: number): string {
  const notes = new Set<string>()
  for (const sample of item.samples) {
    if (sample.error) notes.add(sample.error)
    for (const [name, grade] of Object.entries(sample.graders)) {
      if (grade && grade.applicable && !grade.pass) notes.add(`${name}: ${grade.notes[0] ?? 'failed'}`)
    }
  }
  const mark = item.score >= threshold ? '✓' : '✗'
  const why = [...notes].slice(0, 3).join('; ')
  return `${mark} [${done}/${total}] ${fixed(item.score)} ±${fixed(item.spread)} ${item.id}${why ? `  ${why}` : ''}`
}

export function summaryLines(run: RunResult, savedTo: string | null): string[] {
  const lines = ['', `${pad('agent', 8)}${pad('cases', 7)}${pad('score %', 9)}spread`]
  for (const [agent, row] of Object.entries(run.agents))
    lines.push(`${pad(agent, 8)}${pad(row.cases, 7)}${pad(fixed(row.score), 9)}${fixed(row.spread)}`)

  lines.push('', `${pad('grader', 13)}${pad('samples', 9)}${pad('pass %', 8)}score %`)
  for (const name of GRADERS) {
    const row = run.graders[name]
    if (row) lines.push(`${pad(name, 13)}${pad(row.samples, 9)}${pad(fixed(row.passRate), 8)}${fixed(row.meanScore)}`)
  }

  lines.push('')
  if (run.judge && run.winRateVsTemplate !== null) {
    const judged = run.graders.vsTemplate?.samples ?? 0
    lines.push(
      `Win rate against the template: ${fixed(run.winRateVsTemplate)}% of ${judged} samples (judge ${run.judge.model}; ties count half)`,
    )
    if (run.winRateVsReference !== null) lines.push(`Win rate against the reference: ${fixed(run.winRateVsReference)}%`)
  } else if (!run.judge) lines.push('No judge: the rubric and the comparisons with the template and the reference were not run')
  if (run.judgeFailures) lines.push(`The judge failed on ${run.judgeFailures} samples: its graders are left out of them`)
  lines.push(`Spread: ${fixed(run.meanSpread)} points between a case's best and worst of ${run.samples} samples, on average`)

  if (run.baseline) {
    const regressed = run.cases.filter((item) => item.regressed)
    lines.push(regressed.length ? `Worse than the baseline (${run.baseline}):` : `No case worse than the baseline (${run.baseline})`)
    for (const item of regressed) lines.push(`  ▼ ${item.id}: ${fixed(item.regressed!.from)} → ${fixed(item.regressed!.to)}`)
  }
  if (savedTo) lines.push(`Saved to ${savedTo}`)
  lines.push(`A run passes with ${fixed(run.threshold)}% overall (eval/config.ts) and no case worse than the baseline`)
  lines.push(`eval: ${fixed(run.overall)}% overall, ${run.cases.length} cases, ${run.passed ? 'pass' : 'fail'}`)
  return lines
}
