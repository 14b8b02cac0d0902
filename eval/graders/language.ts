import { francAll } from 'franc-min'
import { languageName } from '@/shared/ai/language'
import { failed, passed, type GradeInput, type GraderResult } from './types'

// The event's language (docs/ai-eval.md#language), told by franc's trigram models (franc-min, the detector the runtime
// uses in src/shared/ai/draft-language.ts). The runtime lets a draft through when the language asked for scores within
// 0.9 of the likeliest, which a short English e-mail does for German (0.92): here the language asked for must be the
// likeliest, or one of a pair franc confuses (Spanish and Portuguese, the Scandinavian languages). Under 40 letters, or
// in a language franc-min does not know, a text is not judged.

const ISO_639_3: Record<string, string> = {
  en: 'eng',
  de: 'deu',
  fr: 'fra',
  es: 'spa',
  it: 'ita',
  pt: 'por',
  nl: 'nld',
  pl: 'pol',
  sv: 'swe',
  da: 'dan',
  no: 'nob',
  nb: 'nob',
  cs: 'ces',
  sk: 'slk',
  ro: 'ron',
  tr: 'tur',
  ru: 'rus',
  uk: 'ukr',
}
const CLOSE_PAIRS = [
  ['spa', 'por'],
  ['spa', 'glg'],
  ['spa', 'cat'],
  ['por', 'glg'],
  ['dan', 'nob'],
  ['swe', 'nob'],
  ['dan', 'swe'],
  ['ces', 'slk'],
]
const BCP_47 = Object.fromEntries(Object.entries(ISO_639_3).map(([bcp, iso]) => [iso, bcp]))
const close = (a: string, b: string) => CLOSE_PAIRS.some(([x, y]) => (x === a && y === b) || (x === b && y === a))
const MIN_LETTERS = 40
const CLOSE_SCORE = 0.9

export function gradeLanguage({ prepared, email }: GradeInput): GraderResult {
  const wanted = ISO_639_3[(prepared.language ?? 'en').toLowerCase().split('-')[0]!]
  if (!wanted) return { ...passed([`${languageName(prepared.language)} is not judged`]), applicable: false }
  // Placeholders, links, addresses and numbers are in no language.
  const words = `${email.subject}\n${email.body}`.replace(/\[[^\]]*\]|https?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.-]+|[\d:+-]+/g, ' ')
  if ((words.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return passed(['too short to tell its language'])
  const scores = francAll(words, { minLength: MIN_LETTERS })
  const [likeliest] = scores[0] ?? []
  if (!likeliest || likeliest === 'und' || likeliest === wanted) return passed()
  const score = scores.find(([code]) => code === wanted)?.[1] ?? 0
  if (close(likeliest, wanted) && score >= CLOSE_SCORE) return passed()
  return failed([`written in ${BCP_47[likeliest] ? languageName(BCP_47[likeliest]) : likeliest}, not ${languageName(prepared.language)}`])
}
