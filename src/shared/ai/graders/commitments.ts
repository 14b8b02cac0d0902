import { sentencesOf } from './text'

// What an e-mail gives away or promises (docs/ai-eval.md#policy), told apart from what it only speaks of: "we will
// refund you in full" grants a refund, "your refund request is with our team" and "we cannot offer a discount" do not.
// The runtime's check (src/shared/ai/draft-check.ts) refuses the words of a commitment the facts never mention; a
// refund policy that says "no" still lets "refund" through there (docs/decisions/124-company-knowledge.md). This tells
// a grant from a mention, in English, German, French, Spanish, Italian, Portuguese and Dutch, by words: a heuristic.

export const COMMITMENT_KINDS = ['refund', 'discount', 'waiver', 'free', 'credit', 'guarantee'] as const
export type CommitmentKind = (typeof COMMITMENT_KINDS)[number]

const KIND_WORDS: Record<CommitmentKind, RegExp> = {
  refund:
    /\b(?:refund\w*|money[- ]back|reimburs\w*|rückerstatt\w*|erstatt\w*|rembours\w*|reembols\w*|devoluci[oó]n|devolvemos|rimbors\w*|terugbetal\w*)\b/iu,
  discount:
    /\b(?:discount\w*|price (?:cut|reduction)|rabatt\w*|preisnachlass\w*|nachlass\w*|remise|réduction|descuento\w*|rebaja\w*|sconto|desconto|korting)\b|\d+\s?%\s?(?:off|de réduction|de descuento|rabatt)/iu,
  waiver: /\b(?:waiv\w*|erlass\w*|exonér\w*|condon\w*|cancel(?:led|ed)? (?:the|your) (?:late )?(?:fee|charge)s?)\b/iu,
  // "Feel free to reply" and "free to choose" are not offers.
  free: /(?<!feel )\b(?:free(?! to\b)(?: of charge)?|complimentary|on the house|no charge|kostenlos\w*|gratis|gratuit\w*|sans frais|sin coste|sin cargo|gratuit[oa])\b/iu,
  credit:
    /\b(?:vouchers?|coupons?|store credit|credit (?:note|to your account)|account credit|gutschein\w*|gutschrift\w*|bon d'achat|cupón\w*|buono|tegoed)\b/iu,
  guarantee: /\b(?:guarant\w*|garant\w*|warrant\w*|we promise|i promise|versprech\w*|prometemos|promettons)\b/iu,
}

/**
 * Words that make a sentence about a commitment something other than a grant: a negation, a request being looked at, a
 * policy or a condition. Read with the commitment's own words taken out, so "no charge" still grants.
 */
const NOT_GRANTED = new RegExp(
  [
    String.raw`\b(?:not|no|never|cannot|can't|won't|don't|doesn't|isn't|aren't|unable|unfortunately|request\w*|ask(?:s|ed|ing)?|polic(?:y|ies)|review\w*|look(?:ing)? into|decid\w*|eligib\w*|pass(?:ed)? (?:on|it|this|your)|if|whether|can be|may be|once)\b`,
    String.raw`\b(?:nicht|kein\w*|leider|anfrage|antrag|prüf\w*|richtlinie|wenn|falls)\b`,
    String.raw`\b(?:ne|pas|aucun\w*|demande|examin\w*|malheureusement|politique|si)\b`,
    String.raw`\b(?:sin|solicitud|revis\w*|lamentablemente|política|cuando)\b`,
    String.raw`\b(?:non|richiesta|purtroppo|não|pedido|infelizmente|niet|geen|verzoek|helaas)\b`,
  ].join('|'),
  'iu',
)

export type Grant = { kind: CommitmentKind; words: string; sentence: string }

/** The commitments a text grants, each with the words and the sentence that grant it. */
export function grantsIn(text: string): Grant[] {
  const grants: Grant[] = []
  for (const sentence of sentencesOf(text)) {
    for (const kind of COMMITMENT_KINDS) {
      const match = KIND_WORDS[kind].exec(sentence)
      if (!match) continue
      const rest = sentence.replace(KIND_WORDS[kind], ' ')
      if (!NOT_GRANTED.test(rest)) grants.push({ kind, words: match[0], sentence })
    }
  }
  return grants
}

/** The kinds of commitment a text speaks of at all, granted or not. */
export function kindsMentioned(text: string): Set<CommitmentKind> {
  return new Set(COMMITMENT_KINDS.filter((kind) => KIND_WORDS[kind].test(text)))
}
