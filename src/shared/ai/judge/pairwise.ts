import { z } from 'zod'
import { emailText, newNonce, UNTRUSTED_DATA_RULE, untrustedBlock } from './untrusted-blocks'

// The judge's pairwise comparison (docs/ai-eval.md#judge, docs/decisions/134-test-bench.md): which of two e-mails for
// the same case a careful business owner would rather send. The answer is held to a schema, so the judge can only
// ever answer with a verdict.

/** The judge's answer: which e-mail is better, or a tie. */
export const pairwiseSchema = z.object({ better: z.enum(['A', 'B', 'tie']), reason: z.string().max(500) })
export type PairwiseAnswer = z.infer<typeof pairwiseSchema>

export const PAIRWISE_SYSTEM = [
  'You compare two e-mails written for the same case and say which one a careful business owner would rather send to this person.',
  'Better means: it answers what the person asked, keeps to the facts and the decision the business gave (an invented fact,',
  'promise, price or link makes an e-mail worse, however well written), its tone is warm and respectful, it is clear, and it',
  'is in the language asked for. Neither the order of the e-mails nor their length is a merit. Say "tie" when neither is better.',
  UNTRUSTED_DATA_RULE,
  'Answer with JSON only: {"better": "A" | "B" | "tie", "reason": "one sentence"}.',
].join('\n')

type Email = { subject: string; body: string }

/** The pairwise prompt: the case as the writer saw it, then e-mails A and B, each between markers. */
export function pairwisePrompt(caseText: string, first: Email, second: Email, nonce = newNonce()): { system: string; user: string } {
  const user = [
    untrustedBlock('CASE', nonce, caseText),
    '',
    'E-mail A:',
    untrustedBlock('EMAIL A', nonce, emailText(first)),
    '',
    'E-mail B:',
    untrustedBlock('EMAIL B', nonce, emailText(second)),
  ].join('\n')
  return { system: PAIRWISE_SYSTEM, user }
}

/**
 * Two verdicts on one pair, asked with each e-mail first once (a judge's taste for a position cancels out), as the
 * share won by `first`: 1 both times, 0.5 a tie or one each, 0 never.
 */
export function shareWon(firstShownAsA: PairwiseAnswer['better'], firstShownAsB: PairwiseAnswer['better']): number {
  const asA = firstShownAsA === 'A' ? 1 : firstShownAsA === 'tie' ? 0.5 : 0
  const asB = firstShownAsB === 'B' ? 1 : firstShownAsB === 'tie' ? 0.5 : 0
  return (asA + asB) / 2
}
