import { EVAL_CONFIG, GATES, QUALITY } from './config'
import type { Grades } from './graders'

// How a sample's graders add up to one score from 0 to 100 (docs/ai-eval.md#score). A failed gate (an invented claim,
// a grant against policy, a request for a password, the wrong language, a rude or unreadable text) makes it 0: the
// business could not send it. Otherwise it is the weighted mean of the quality graders that apply.

export function sampleScore(grades: Grades): number {
  if (GATES.some((gate) => grades[gate] && !grades[gate]!.pass)) return 0
  let total = 0
  let weights = 0
  for (const name of QUALITY) {
    const grade = grades[name]
    if (!grade?.applicable) continue
    total += grade.score * EVAL_CONFIG.weights[name]
    weights += EVAL_CONFIG.weights[name]
  }
  return weights ? Math.round((total / weights) * 1000) / 10 : 100
}

/** The gates a sample failed, by name. */
export const failedGates = (grades: Grades) => GATES.filter((gate) => grades[gate] && !grades[gate]!.pass)

const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0)
const round = (value: number) => Math.round(value * 10) / 10

/** A case's score over its samples: the mean, and the spread (highest less lowest) and standard deviation. */
export function caseScore(scores: number[]): { score: number; spread: number; stdev: number } {
  const average = mean(scores)
  const stdev = Math.sqrt(mean(scores.map((score) => (score - average) ** 2)))
  const spread = scores.length ? Math.max(...scores) - Math.min(...scores) : 0
  return { score: round(average), spread: round(spread), stdev: round(stdev) }
}
