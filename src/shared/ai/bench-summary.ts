import type { BenchCase, BenchSide, BenchSummary } from '../schemas/test-bench'
import { DRAFT_GRADERS } from './graders/grader-names'

// A test bench run's headline (docs/decisions/134-test-bench.md): how often the proposed settings won against the
// current ones, and what each side cost. Computed from the stored cases, so the page and the API agree.

type SideTotals = BenchSummary['current']

function totalsOf(sides: BenchSide[]): SideTotals {
  const tokens = sides.reduce((sum, side) => sum + side.inputTokens + side.outputTokens, 0)
  // A side that used tokens with no price makes the total unknown rather than too low.
  const unknown = sides.some((side) => side.costMicros === null && side.inputTokens + side.outputTokens > 0)
  const costMicros = unknown ? null : sides.reduce((sum, side) => sum + (side.costMicros ?? 0), 0)
  const averageLatencyMs = sides.length ? Math.round(sides.reduce((sum, side) => sum + side.latencyMs, 0) / sides.length) : 0
  const passRates: Record<string, number> = {}
  for (const name of DRAFT_GRADERS) {
    const graded = sides.filter((side) => side.grades[name])
    if (graded.length) passRates[name] = graded.filter((side) => side.grades[name]!.pass).length / graded.length
  }
  return { tokens, costMicros, averageLatencyMs, passRates, modelWritten: sides.filter((side) => side.writer === 'model').length }
}

export type SummaryNotes = {
  judgedBy: string | null
  judgeNote: string | null
  judge: BenchSummary['judge']
  currency: string
  stoppedBecause: string | null
}

/** The run's summary from its cases: the win rate counts a tie as half a win, over the cases compared. */
export function summariseBench(cases: BenchCase[], notes: SummaryNotes): BenchSummary {
  const compared = cases.filter((item) => item.verdict !== null)
  const wins = compared.filter((item) => item.verdict === 'proposed').length
  const losses = compared.filter((item) => item.verdict === 'current').length
  const ties = compared.length - wins - losses
  const replayed = cases.filter((item) => item.current && item.proposed)
  return {
    compared: compared.length,
    wins,
    losses,
    ties,
    winRate: compared.length ? (wins + ties / 2) / compared.length : null,
    judgedBy: notes.judgedBy,
    judgeNote: notes.judgeNote,
    current: totalsOf(replayed.map((item) => item.current!)),
    proposed: totalsOf(replayed.map((item) => item.proposed!)),
    judge: notes.judge,
    currency: notes.currency,
    stoppedBecause: notes.stoppedBecause,
  }
}
