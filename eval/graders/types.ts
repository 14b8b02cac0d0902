import type { EvalEmail } from '../case'
import type { PreparedCase } from '../prepare'

// What every grader is given and gives back (docs/ai-eval.md#graders).

/** One e-mail to grade: the case as prepared for the writer, and the e-mail with the real values back. */
export type GradeInput = { prepared: PreparedCase; email: EvalEmail }

/**
 * A grader's verdict: a score from 0 to 1, whether the e-mail passes, and why not in a few words. An inapplicable
 * grader (no button to refer to, no judge configured) is left out of the sample's score and the grader's pass rate.
 */
export type GraderResult = { score: number; pass: boolean; applicable: boolean; notes: string[] }

export const passed = (notes: string[] = []): GraderResult => ({ score: 1, pass: true, applicable: true, notes })
export const failed = (notes: string[], score = 0): GraderResult => ({ score, pass: false, applicable: true, notes })
export const inapplicable = (note: string): GraderResult => ({ score: 1, pass: true, applicable: false, notes: [note] })

/** A score from parts that each pass or not: the share that pass, and a pass when all do. */
export function fromParts(parts: { ok: boolean; note: string }[]): GraderResult {
  if (!parts.length) return inapplicable('nothing to check')
  const notes = parts.filter((part) => !part.ok).map((part) => part.note)
  const score = parts.filter((part) => part.ok).length / parts.length
  return { score, pass: notes.length === 0, applicable: true, notes }
}

/** The subject and body as one text, as the runtime's checks read them. */
export const wholeText = ({ subject, body }: EvalEmail) => `${subject}\n${body}`

/** The sentences of a text: split after . ! ? : ; and at line breaks, each trimmed. */
export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?;:])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)

/** The words of a text: runs of letters, digits, apostrophes and hyphens. */
export const wordsOf = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []
