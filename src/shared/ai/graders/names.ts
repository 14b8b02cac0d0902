import { sentencesOf } from './text'

// The names of people and companies an e-mail states (docs/ai-eval.md#grounding): a capitalised word inside a sentence,
// or after a title ("Frau Krüger"). German capitalises every noun, so there only a word after a title or before a
// company's legal form counts. A name at the start of a sentence is missed; the judge sees it.

const TITLES = new Set(
  'mr mrs ms miss dr herr frau madame monsieur mme mlle señor señora señorita sr sra srta signor signora sig senhor senhora meneer mevrouw dhr'.split(
    ' ',
  ),
)
const LEGAL_FORMS = /^(?:gmbh|ag|kg|inc|ltd|llc|plc|sa|sarl|sas|sl|srl|bv|nv|corp|co)\.?$/i

// Capitalised words that name no one: the pronoun I, days, months, languages and the like, in the languages cases use.
const NOT_NAMES = new Set(
  [
    "i i'm i'll i've i'd ok re fwd",
    'monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch donnerstag freitag samstag sonntag',
    'january february march april may june july august september october november december',
    'english german french spanish italian portuguese dutch polish european',
    // Words a writer capitalises in a greeting or a heading ("Hi Bright Smile Dental Team", "Your Account Page").
    'team support sales billing hiring customer customers service office department manager guide button link article',
    'plan plans account page invoice invoices receipt payment calendar settings help centre center faq agenda',
    'hello thanks thank regards best wishes kind warm dear welcome',
  ]
    .join(' ')
    .split(' '),
)

const WORD = /[\p{Lu}\p{Ll}][\p{L}'’&.-]*/gu
const isCapitalised = (word: string) => /^\p{Lu}/u.test(word) && !/^\p{Lu}{1,5}$/u.test(word)
const bare = (word: string) =>
  word
    .replace(/['’]s$/u, '')
    .replace(/[.'’-]+$/u, '')
    .toLowerCase()

/** A heading in Title Case capitalises words that are not names: most of its words start with a capital. */
const isTitleCase = (line: string) => {
  const words = line.match(/\p{L}+/gu) ?? []
  return words.length >= 3 && words.filter((word) => /^\p{Lu}/u.test(word)).length / words.length >= 0.6
}

/** The names a text states, each once, lower-cased; `capitalisesNouns` for German. */
export function namesIn(text: string, capitalisesNouns: boolean): string[] {
  const names = new Set<string>()
  for (const sentence of sentencesOf(text).filter((line) => !isTitleCase(line))) {
    const words = [...sentence.matchAll(WORD)].map((match) => ({ word: match[0], at: match.index }))
    words.forEach(({ word, at }, index) => {
      const before = words[index - 1]
      const after = words[index + 1]
      const quoted = /["“„«(]$/u.test(sentence.slice(0, at).trimEnd())
      if (!isCapitalised(word) || quoted || NOT_NAMES.has(bare(word)) || TITLES.has(bare(word))) return
      const afterTitle = !!before && TITLES.has(bare(before.word))
      const beforeLegalForm = !!after && LEGAL_FORMS.test(after.word)
      if (capitalisesNouns ? afterTitle || beforeLegalForm : index > 0 || beforeLegalForm) names.add(bare(word))
    })
  }
  return [...names].filter((name) => name.length > 1)
}
