import type { DraftFact } from '../facts'
import type { ThreadLine } from '../prompt'
import type { CommitmentKind } from './commitments'

// What every draft grader is given and gives back (docs/ai-eval.md#graders): the eval grades its cases with them, and
// the product grades every draft it writes (docs/decisions/134-test-bench.md).

/** An e-mail to grade, with the real values back in place of any placeholder. */
export type GradedEmail = { subject: string; body: string }

/** What the writer was given, with the real values: the company's side that may stand behind a claim. */
export type GradeContext = {
  agentName: string
  facts: DraftFact[]
  template: { subject: string; text: string; action: string | null }
  /** The event's language (BCP-47), null for English. */
  language: string | null
  /** The company's knowledge as lines (`knowledgeLines`). */
  knowledge: readonly string[]
  /** The prompt's fact lines with the real values: every line sent, and those that may stand behind a claim. */
  lines: { sent: string[]; permitted: string[] }
  /** The conversation when the e-mail answers a reply. */
  thread?: readonly ThreadLine[]
  /** Commitments this e-mail must not make even where the knowledge speaks of them (an eval case's). */
  forbid?: readonly CommitmentKind[]
  /** The words of an e-mail a person wrote for the same case, when there is one (the eval's reference). */
  referenceWords?: number
}

export type GradeInput = { context: GradeContext; email: GradedEmail }

/**
 * A grader's verdict: a score from 0 to 1, whether the e-mail passes, and why not in a few words. An inapplicable
 * grader (no button to refer to, no judge configured) is left out of the sample's score and the grader's pass rate.
 */
export type GraderResult = { score: number; pass: boolean; applicable: boolean; notes: string[] }

/** A pass, with notes when there is something to say. */
export const passed = (notes: string[] = []): GraderResult => ({ score: 1, pass: true, applicable: true, notes })
/** A failure with its reasons, scoring 0 unless told otherwise. */
export const failed = (notes: string[], score = 0): GraderResult => ({ score, pass: false, applicable: true, notes })
/** A grader that has nothing to judge here. */
export const inapplicable = (note: string): GraderResult => ({ score: 1, pass: true, applicable: false, notes: [note] })

/** A score from parts that each pass or not: the share that pass, and a pass when all do. */
export function fromParts(parts: { ok: boolean; note: string }[]): GraderResult {
  if (!parts.length) return inapplicable('nothing to check')
  const notes = parts.filter((part) => !part.ok).map((part) => part.note)
  const score = parts.filter((part) => part.ok).length / parts.length
  return { score, pass: notes.length === 0, applicable: true, notes }
}
