import { z } from 'zod'
import { pairwiseSchema } from '@/shared/ai/judge/pairwise'
import type { ModelEndpoint } from '@/server/modules/ai-writing/model-call'
import type { EvalEmail } from '../case'
import { EVAL_CONFIG } from '../config'
import type { GraderResult } from '@/shared/ai/graders/types'
import type { PreparedCase } from '../prepare'
import { askJudge } from './model'
import { pairwisePrompt, rubricPrompt } from './prompts'

// The judge's graders (docs/ai-eval.md#judge): a rubric (answers what the person asked, tone, clarity) and a pairwise
// comparison with another e-mail for the same case. A call that fails leaves the grader out of the sample, noted.

const grade = z.number().int().min(1).max(5)
export const rubricSchema = z.object({ answers: grade, tone: grade, clarity: grade, reason: z.string().max(500) })

const unavailable = (reason: string): GraderResult => ({ score: 0, pass: true, applicable: false, notes: [reason] })

export async function judgeRubric(judge: ModelEndpoint, prepared: PreparedCase, email: EvalEmail): Promise<GraderResult> {
  const answer = await askJudge(judge, rubricPrompt(prepared, email), rubricSchema, {
    name: 'rubric',
    timeoutMs: EVAL_CONFIG.judgeTimeoutMs,
  })
  if (!answer.ok) return unavailable(answer.reason)
  const { answers, tone, clarity, reason } = answer.value
  const score = (answers + tone + clarity - 3) / 12
  const notes = score < 1 ? [`answers ${answers}, tone ${tone}, clarity ${clarity}: ${reason}`] : []
  return { score, pass: Math.min(answers, tone, clarity) >= 3, applicable: true, notes }
}

/**
 * Whether `email` is better than `other` in the judge's eyes: 1 for a win, 0.5 for a tie, 0 for a loss. `first`
 * says which of the two is shown as A: the run alternates it between samples, so a judge that favours a position
 * favours both e-mails alike.
 */
export async function judgePair(
  judge: ModelEndpoint,
  prepared: PreparedCase,
  email: EvalEmail,
  other: { name: string; email: EvalEmail },
  first: boolean,
): Promise<GraderResult> {
  const [a, b] = first ? [email, other.email] : [other.email, email]
  const answer = await askJudge(judge, pairwisePrompt(prepared, a, b), pairwiseSchema, {
    name: 'comparison',
    timeoutMs: EVAL_CONFIG.judgeTimeoutMs,
  })
  if (!answer.ok) return unavailable(answer.reason)
  const { better, reason } = answer.value
  const won = better === 'tie' ? 0.5 : (better === 'A') === first ? 1 : 0
  const notes = won < 1 ? [`${won === 0 ? 'lost to' : 'tied with'} the ${other.name}: ${reason}`] : []
  return { score: won, pass: won > 0, applicable: true, notes }
}
