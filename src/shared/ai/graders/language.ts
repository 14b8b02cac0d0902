import { BCP_47, knowsLanguage, languageScores } from '../draft-language'
import { languageName } from '../language'
import { failed, passed, type GradeInput, type GraderResult } from './types'

// The event's language (docs/ai-eval.md#language), told by franc's trigram models (franc-min, the detector the runtime
// uses in src/shared/ai/draft-language.ts). The runtime lets a draft through when the language asked for scores within
// 0.9 of the likeliest, which a short English e-mail does for German (0.92): here the language asked for must be the
// likeliest, or one of a pair franc confuses (Spanish and Portuguese, the Scandinavian languages). Under 40 letters, or
// in a language franc-min does not know, a text is not judged.

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
const close = (a: string, b: string) => CLOSE_PAIRS.some(([x, y]) => (x === a && y === b) || (x === b && y === a))
const CLOSE_SCORE = 0.9

/** The e-mail is in the event's language: the likeliest by franc's models, or a close pair of it. */
export function gradeLanguage({ context, email }: GradeInput): GraderResult {
  if (!knowsLanguage(context.language)) return { ...passed([`${languageName(context.language)} is not judged`]), applicable: false }
  const found = languageScores(`${email.subject}\n${email.body}`, context.language)
  if (!found) return passed(['too short to tell its language'])
  const { wanted, likeliest, score } = found
  if (likeliest === wanted || (close(likeliest, wanted) && score >= CLOSE_SCORE)) return passed()
  return failed([`written in ${BCP_47[likeliest] ? languageName(BCP_47[likeliest]) : likeliest}, not ${languageName(context.language)}`])
}
