import { fromParts, type GraderResult } from '@/shared/ai/graders/types'
import { wordsOf } from '@/shared/ai/graders/text'
import type { GradeInput } from './types'

// A readable e-mail (docs/ai-eval.md#form): words, not a word over and over or letters at random. It catches the
// degenerate answers of a broken model or decoding ("the the the … zzz qqq"), not a fluent text that says nothing.

/** A share of the words above this is one word said over and over. */
const MOST_FREQUENT_MAX = 0.3
/** A share of lower-case words without a vowel above this is not language. */
const NO_VOWEL_MAX = 0.1
const VOWEL = /[aeiouyäöüàâæéèêëîïôœûùúíóáãõñåø]/iu

export function gradeForm({ email }: GradeInput): GraderResult {
  // Words with letters: a time written 15:00:00 is not a stutter.
  const words = wordsOf(email.body).filter((word) => /\p{L}/u.test(word))
  const lower = words.map((word) => word.toLowerCase())
  const counts = new Map<string, number>()
  for (const word of lower) counts.set(word, (counts.get(word) ?? 0) + 1)
  const [top, topCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
  const stutter = lower.find((word, index) => index >= 2 && word === lower[index - 1] && word === lower[index - 2])
  // Lower-case words only: ids, acronyms and numbers are not meant to be pronounced.
  const plain = words.filter((word) => /^\p{Ll}{2,}$/u.test(word) && /^[\p{Script=Latin}]+$/u.test(word))
  const vowelless = plain.filter((word) => !VOWEL.test(word))
  return fromParts([
    { ok: email.subject.trim().length > 0 && words.length > 0, note: 'empty' },
    { ok: !stutter, note: `"${stutter}" three times in a row` },
    {
      ok: words.length < 12 || topCount / words.length <= MOST_FREQUENT_MAX,
      note: `"${top}" is ${Math.round((topCount / words.length) * 100)}% of the words`,
    },
    { ok: plain.length === 0 || vowelless.length / plain.length <= NO_VOWEL_MAX, note: `not words: ${vowelless.slice(0, 3).join(', ')}` },
  ])
}
