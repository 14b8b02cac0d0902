import { DRAFT_SUBJECT_MAX, type ModelDraft } from '@/shared/ai/draft'
import { checkDraft } from '@/shared/ai/draft-check'
import type { DraftFact } from '@/shared/ai/facts'
import { DRAFT_WORD_LIMIT } from '@/shared/ai/prompt'

// How eval scores one draft (docs/ai-eval.md). Each check is one point; a case passes with all of them.

// A few of each language's commonest words: the language with most hits in the body is the one it is written in.
const STOP_WORDS: Record<string, string[]> = {
  en: ['the', 'and', 'you', 'your', 'for', 'with', 'to', 'is', 'we', 'our', 'of', 'this', 'that', 'thanks', 'please'],
  de: ['der', 'die', 'das', 'und', 'sie', 'ihr', 'ihre', 'ist', 'wir', 'mit', 'für', 'nicht', 'zu', 'bitte', 'vielen'],
  fr: ['le', 'la', 'les', 'et', 'vous', 'votre', 'est', 'nous', 'pour', 'avec', 'des', 'une', 'merci', 'de', 'que'],
  es: ['el', 'la', 'los', 'y', 'usted', 'su', 'es', 'nosotros', 'para', 'con', 'una', 'gracias', 'de', 'que', 'por'],
}

/** The language of a text by stop words, or null when none of the known languages has a hit. */
export function guessLanguage(text: string): string | null {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? []
  let best: { language: string; hits: number } | null = null
  for (const [language, stops] of Object.entries(STOP_WORDS)) {
    const hits = words.filter((word) => stops.includes(word)).length
    if (hits > 0 && (!best || hits > best.hits)) best = { language, hits }
  }
  return best?.language ?? null
}

const BUTTON_WORDS = /\b(button|below|link|schaltfläche|unten|bouton|ci-dessous|botón|abajo)\b/iu
const normalise = (text: string) => text.toLowerCase().replace(/(\d)[,. \u00a0\u202f](?=\d{3}(?!\d))/g, '$1')

export type DraftScore = { checks: Record<string, boolean>; notes: string[] }

export type ScoreInput = {
  draft: ModelDraft
  /** The draft's subject and body with the real values back. */
  final: { subject: string; body: string }
  facts: DraftFact[]
  factsSent: string[]
  /** The lines that may stand behind a claim: all but the customer's own words. */
  factsPermitted: string[]
  template: { text: string; action: string | null }
  language: string | null
}

/**
 * Scores a draft: the person's name when the facts hold one; the next step (the button, or the ids and numbers the
 * template states); the draft checks; the length; the language asked for.
 */
export function scoreDraft({ draft, final, facts, factsSent, factsPermitted, template, language }: ScoreInput): DraftScore {
  const notes: string[] = []
  const body = normalise(final.body)
  const name = facts.find((fact) => fact.label === 'name' || fact.label === 'customer name')?.value
  const firstName = name?.split(/\s+/)[0]?.toLowerCase()
  const hasName = !name || body.includes(name.toLowerCase()) || (!!firstName && body.includes(firstName))
  if (!hasName) notes.push(`no name (${name})`)

  // Ids and amounts the template states (not ISO dates, which a good writer rewrites) must survive.
  const templateText = normalise(template.text)
  const anchors = facts
    .filter((fact) => !fact.personal && !['event', 'decision', 'language'].includes(fact.label))
    .map((fact) => normalise(fact.value))
    .filter((value) => /\d/.test(value) && !/^\d{4}-\d{2}-\d{2}/.test(value) && templateText.includes(value))
  const missing = anchors.filter((value) => !body.includes(value))
  const actionWords = template.action?.toLowerCase().match(/\p{L}{4,}/gu) ?? []
  const refersToAction = !template.action || BUTTON_WORDS.test(final.body) || actionWords.some((word) => body.includes(word))
  if (missing.length) notes.push(`missing ${missing.join(', ')}`)
  if (!refersToAction) notes.push(`no mention of the button "${template.action}"`)

  const check = checkDraft(draft, { sent: factsSent, permitted: factsPermitted, language })
  if (!check.ok) notes.push(check.reason)
  const words = final.body.split(/\s+/).filter(Boolean).length
  const withinLength = words <= DRAFT_WORD_LIMIT && final.subject.length <= DRAFT_SUBJECT_MAX
  if (!withinLength) notes.push(`${words} words`)
  const expected = (language ?? 'en').split('-')[0]!
  const guessed = guessLanguage(`${final.subject} ${final.body}`)
  // A language without stop words here is not judged.
  const inLanguage = !(expected in STOP_WORDS) || guessed === expected
  if (!inLanguage) notes.push(`written in ${guessed ?? 'an unknown language'}, not ${expected}`)

  return {
    checks: {
      name: hasName,
      nextStep: missing.length === 0 && refersToAction,
      checks: check.ok,
      length: withinLength,
      language: inLanguage,
    },
    notes,
  }
}
