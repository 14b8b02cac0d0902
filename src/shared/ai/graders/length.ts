import { DRAFT_SUBJECT_MAX } from '../draft'
import { DRAFT_WORD_LIMIT } from '../prompt'
import { failed, passed, type GradeInput, type GraderResult } from './types'
import { wordsOf } from './text'

// Length (docs/ai-eval.md#length): within the runtime's limits (DRAFT_WORD_LIMIT words, DRAFT_SUBJECT_MAX characters of
// subject) and long enough to be an e-mail, or it fails; then, when a person wrote an e-mail for the same case (the
// eval's reference), against it: inside LENGTH_BAND of its words it scores in full, and less the further outside.

/** A body shorter than this says too little to be an e-mail of the playbook's. */
export const LENGTH_MIN_WORDS = 8
/** The body's length against a reference's: inside this band it scores in full. */
export const LENGTH_BAND = { low: 0.4, high: 2.5 } as const

/** The e-mail's length held to the runtime's limits and, when there is one, to the reference's. */
export function gradeLength({ context, email }: GradeInput): GraderResult {
  const words = wordsOf(email.body).length
  if (!email.subject.trim() || email.subject.length > DRAFT_SUBJECT_MAX) return failed([`subject of ${email.subject.length} characters`])
  if (words > DRAFT_WORD_LIMIT) return failed([`${words} words, over ${DRAFT_WORD_LIMIT}`])
  if (words < LENGTH_MIN_WORDS) return failed([`${words} words, under ${LENGTH_MIN_WORDS}`], words / LENGTH_MIN_WORDS)
  if (context.referenceWords === undefined) return passed()
  const ratio = words / Math.max(1, context.referenceWords)
  const { low, high } = LENGTH_BAND
  const score = ratio < low ? ratio / low : ratio > high ? high / ratio : 1
  const notes = score < 1 ? [`${words} words, ${ratio.toFixed(1)}× the reference's`] : []
  return { score, pass: true, applicable: true, notes }
}
