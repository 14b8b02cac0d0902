import { francAll } from 'franc-min'
import { languageName } from './language'

// Whether a draft is written in the event's language (docs/decisions/119-drafts-the-business-can-stand-behind.md),
// told by franc's trigram models rather than a word list. franc names languages by ISO 639-3; events carry BCP-47.
const ISO_639_3: Record<string, string> = {
  en: 'eng',
  de: 'deu',
  fr: 'fra',
  es: 'spa',
  it: 'ita',
  pt: 'por',
  nl: 'nld',
  sv: 'swe',
  da: 'dan',
  no: 'nob',
  nb: 'nob',
  pl: 'pol',
  sk: 'slk',
  cs: 'ces',
  ro: 'ron',
  hu: 'hun',
  tr: 'tur',
  ru: 'rus',
  uk: 'ukr',
  el: 'ell',
  id: 'ind',
  vi: 'vie',
  ja: 'jpn',
  ko: 'kor',
  zh: 'cmn',
  ar: 'arb',
  hi: 'hin',
}
export const BCP_47 = Object.fromEntries(Object.entries(ISO_639_3).map(([bcp, iso]) => [iso, bcp]))

/** Below this many letters a text says too little about its language to refuse it. */
const MIN_LETTERS = 40
/**
 * The expected language must score at least this, where the likeliest scores 1. Close languages score 0.9–0.96
 * (Spanish and Portuguese, French and Spanish) and pass; others 0.4–0.86, and the draft is refused.
 */
const CLOSE_ENOUGH = 0.9

/** Whether the detector knows the language `expected` (a BCP-47 code, null for English). */
export const knowsLanguage = (expected: string | null) => (expected ?? 'en').toLowerCase().split('-')[0]! in ISO_639_3

/**
 * How a text's language compares with `expected` (a BCP-47 code, null for English): franc's codes for the expected and
 * the likeliest language, and the expected one's score (1 for the likeliest). Null when the text is too short to tell,
 * or `expected` or the likeliest is a language the detector does not know.
 */
export function languageScores(text: string, expected: string | null): { wanted: string; likeliest: string; score: number } | null {
  const wanted = ISO_639_3[(expected ?? 'en').toLowerCase().split('-')[0]!]
  if (!wanted) return null
  // Placeholders, links, addresses and numbers are in no language.
  const words = text.replace(/\[[^\]]*\]|https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+|[\d:+-]+/g, ' ')
  if ((words.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return null
  const scores = francAll(words, { minLength: MIN_LETTERS })
  const [likeliest] = scores[0] ?? []
  if (!likeliest || likeliest === 'und') return null
  return { wanted, likeliest, score: scores.find(([code]) => code === wanted)?.[1] ?? 0 }
}

/** The language a text is written in instead of `expected` (a BCP-47 code, null for English), or null when it is in
 * `expected`, too short to tell, or in a language the detector does not know. */
export function otherLanguage(text: string, expected: string | null): string | null {
  const found = languageScores(text, expected)
  if (!found || found.likeliest === found.wanted || found.score >= CLOSE_ENOUGH) return null
  return languageName(BCP_47[found.likeliest] ?? found.likeliest)
}
