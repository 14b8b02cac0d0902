import { DRAFT_SUBJECT_MAX } from '@/shared/ai/draft'
import { DRAFT_WORD_LIMIT } from '@/shared/ai/prompt'
import { EVAL_CONFIG } from '../config'
import { failed, wordsOf, type GradeInput, type GraderResult } from './types'

// Length (docs/ai-eval.md#length): within the runtime's limits (DRAFT_WORD_LIMIT words, DRAFT_SUBJECT_MAX characters of
// subject) and long enough to be an e-mail, or it fails; then against the reference written for the case: inside
// EVAL_CONFIG.lengthBand of its words it scores in full, and less the further outside.

export function gradeLength({ prepared, email }: GradeInput): GraderResult {
  const words = wordsOf(email.body).length
  if (!email.subject.trim() || email.subject.length > DRAFT_SUBJECT_MAX) return failed([`subject of ${email.subject.length} characters`])
  if (words > DRAFT_WORD_LIMIT) return failed([`${words} words, over ${DRAFT_WORD_LIMIT}`])
  if (words < EVAL_CONFIG.minWords) return failed([`${words} words, under ${EVAL_CONFIG.minWords}`], words / EVAL_CONFIG.minWords)
  const ratio = words / Math.max(1, wordsOf(prepared.case.reference.body).length)
  const { low, high } = EVAL_CONFIG.lengthBand
  const score = ratio < low ? ratio / low : ratio > high ? high / ratio : 1
  const notes = score < 1 ? [`${words} words, ${ratio.toFixed(1)}× the reference's`] : []
  return { score, pass: true, applicable: true, notes }
}
