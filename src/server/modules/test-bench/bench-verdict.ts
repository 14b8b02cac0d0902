import type { DraftGrades } from '@/shared/ai/graders/draft-grades'
import { DRAFT_GRADERS } from '@/shared/ai/graders/grader-names'
import { pairwisePrompt, pairwiseSchema, shareWon } from '@/shared/ai/judge/pairwise'
import type { BenchSide, BenchVerdict } from '@/shared/schemas/test-bench'
import { askForVerdict } from '@/server/modules/ai-writing'
import type { BenchContext, RunContext } from './bench-context'

// Which side of a replayed e-mail is better (docs/decisions/134-test-bench.md). A side that fails more of the graders
// loses without asking anyone, as an e-mail that fails a gate loses in the eval (docs/ai-eval.md#judge). Otherwise the
// judge compares them twice, each side shown first once so a taste for a position cancels out; both texts and the
// customer's words are untrusted input to it (src/shared/ai/judge/). Without a judge, or when it fails, the graders'
// scores decide, and a tie stays a tie.

export type Verdict = {
  verdict: BenchVerdict
  decidedBy: 'judge' | 'graders'
  judge: { tokens: number; costMicros: number | null }
  judgeFailed: boolean
}

const failures = (grades: DraftGrades) => DRAFT_GRADERS.filter((name) => grades[name] && !grades[name]!.pass).length
const score = (grades: DraftGrades) => DRAFT_GRADERS.reduce((sum, name) => sum + (grades[name]?.score ?? 0), 0)

function byGraders(current: BenchSide, proposed: BenchSide): BenchVerdict {
  const [failedCurrent, failedProposed] = [failures(current.grades), failures(proposed.grades)]
  if (failedCurrent !== failedProposed) return failedProposed < failedCurrent ? 'proposed' : 'current'
  const difference = score(proposed.grades) - score(current.grades)
  return Math.abs(difference) < 1e-9 ? 'tie' : difference > 0 ? 'proposed' : 'current'
}

export async function decideCase(
  ctx: BenchContext,
  run: RunContext,
  { current, proposed, caseText }: { current: BenchSide; proposed: BenchSide; caseText: string },
): Promise<Verdict> {
  const none: Verdict['judge'] = { tokens: 0, costMicros: 0 }
  const graders = (judgeFailed = false, judge = none): Verdict => ({
    verdict: byGraders(current, proposed),
    decidedBy: 'graders',
    judge,
    judgeFailed,
  })
  if (failures(current.grades) !== failures(proposed.grades)) return graders()
  if (current.subject === proposed.subject && current.body === proposed.body) return { ...graders(), verdict: 'tie' }
  if (!run.judge.endpoint) return graders()
  const ask = (a: BenchSide, b: BenchSide) =>
    askForVerdict(ctx.db, run.companyId, run.judge.endpoint!, pairwisePrompt(caseText, a, b), pairwiseSchema, ctx.verdictOptions)
  const [proposedSecond, proposedFirst] = await Promise.all([ask(current, proposed), ask(proposed, current)])
  const tokens = [proposedSecond, proposedFirst].reduce((sum, each) => sum + each.inputTokens + each.outputTokens, 0)
  const costs = [proposedSecond.costMicros, proposedFirst.costMicros]
  const judge = {
    tokens,
    costMicros: tokens > 0 && costs.some((cost) => cost === null) ? null : costs.reduce<number>((sum, cost) => sum + (cost ?? 0), 0),
  }
  if (!proposedSecond.ok || !proposedFirst.ok) return graders(true, judge)
  const share = shareWon(proposedFirst.value.better, proposedSecond.value.better)
  const verdict: BenchVerdict = share > 0.5 ? 'proposed' : share < 0.5 ? 'current' : 'tie'
  return { verdict, decidedBy: 'judge', judge, judgeFailed: false }
}
