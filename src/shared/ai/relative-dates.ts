import { withNumbersAsDigits } from './number-words'

// Relative dates and waits ("tomorrow", "next week", "in 30 days", "within 4 business hours") are dates a draft may
// state only when the business did (docs/decisions/106-ai-writing.md). The template says them in English while the
// e-mail is written in the event's language (docs/decisions/119-drafts-the-business-can-stand-behind.md), so each is
// compared by what it means, not by its words: "morgen" is the template's "tomorrow", "übermorgen" is not, and
// "in 10 Tagen" is not its "in 30 days".

/** Letters and digits on neither side, where `\b` would miss a word that starts with "ü" or "é". */
const word = (alternatives: string) => `(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`

const PREPOSITIONS = 'within|in|innerhalb von|binnen|dans|sous|en|dentro de'
const UNITS = 'hours?|days?|weeks?|stunden|tagen|wochen|heures|jours|semaines|horas|días|semanas'
/** Working time, said after the unit in French and Spanish ("4 horas hábiles"); English says it before. */
const QUALIFIERS = 'ouvrés|ouvrées|ouvrables|hábiles|laborables'

/** The relative dates a draft is checked for, in the languages the agents write (src/shared/ai/language.ts). */
export const RELATIVE_DATES = [
  /\b(?:(?:the )?day after tomorrow|tomorrow|tonight|this (?:morning|afternoon|evening|week|month)|next (?:week|month|year)|end of (?:the )?(?:day|week|month))\b/gi,
  // German nouns are capitalised: "Morgen" is the morning, "morgen" tomorrow.
  new RegExp(word('übermorgen|morgen|[Nn]ächste[nr]? Woche'), 'gu'),
  // "por la mañana", "de la mañana" are the morning, not tomorrow; "après-demain" is not "demain".
  new RegExp(word('après-demain|demain|la semaine prochaine|pasado mañana|esta mañana|(?<!la )mañana|la próxima semana'), 'giu'),
  new RegExp(`\\b(?:${PREPOSITIONS}) (?:\\w+ ){0,2}(?:${UNITS})(?:\\s+(?:${QUALIFIERS}))?(?![\\p{L}\\p{N}])`, 'giu'),
]

/** What the words stand for, the same in every language. */
const NAMED: [RegExp, string][] = [
  [/^(?:(?:the )?day after tomorrow|übermorgen|après-demain|pasado mañana)$/iu, 'the day after tomorrow'],
  [/^(?:tomorrow|morgen|demain|mañana)$/iu, 'tomorrow'],
  [/^(?:next week|nächste[nr]? woche|la semaine prochaine|la próxima semana)$/iu, 'next week'],
  [/^esta mañana$/iu, 'this morning'],
]

/** Counts as words, in the agents' languages ("in zwei Tagen", "dans deux jours", "en dos días", "within a week"). */
const COUNTS: Record<string, number> = {
  ...{ a: 1, an: 1, one: 1, two: 2 },
  ...{ ein: 1, eine: 1, einem: 1, einer: 1, einen: 1, zwei: 2, drei: 3, vier: 4, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10 },
  ...{ un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, quinze: 15 },
  ...{ uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, quince: 15 },
}
/** Words that change nothing in a wait: "dans les 14 jours", "within the next 2 days". */
const FILLERS = new Set(['the', 'next', 'les', 'prochains', 'los', 'las', 'próximos', 'die', 'den', 'nächsten'])
const BUSINESS = new Set(['business', 'working', ...QUALIFIERS.split('|')])
const HOURS_PER_UNIT: [RegExp, number][] = [
  [/^(?:hours?|stunden|heures|horas)$/u, 1],
  [/^(?:days?|tagen|jours|días)$/u, 24],
  [/^(?:weeks?|wochen|semaines|semanas)$/u, 168],
]
const DURATION = new RegExp(`^(?:${PREPOSITIONS})\\s+((?:\\S+\\s+){0,2})(${UNITS})(?:\\s+(${QUALIFIERS}))?$`, 'u')

/**
 * A wait as hours, with "business" when it counts working time only: "in 30 Tagen" and "in 30 days" are "720", "dentro
 * de 4 horas hábiles" and "within 4 business hours" are "4 business". "In" and "within" are one wait, as in
 * conflictingWaits (docs/decisions/127-one-message-per-person.md). Null when a word is not a count ("in a few days").
 */
function waitOf(mention: string): string[] | null {
  const found = DURATION.exec(mention.toLowerCase().replace(/\s+/g, ' '))
  if (!found) return null
  const [, between, unit, qualifier] = found
  let count: number | null = null
  let business = Boolean(qualifier)
  for (const each of between!.split(' ').filter(Boolean)) {
    if (count === null && /^\d+$/.test(each)) count = Number(each)
    else if (count === null && each in COUNTS) count = COUNTS[each]!
    else if (BUSINESS.has(each)) business = true
    else if (!FILLERS.has(each)) return null
  }
  if (count === null) return null
  const key = (hours: number) => `${hours}${business ? ' business' : ''}`
  const keys = [key(count * HOURS_PER_UNIT.find(([pattern]) => pattern.test(unit!))![1])]
  // French says a week "huit jours" and two weeks "quinze jours".
  if (unit === 'jours' && (count === 8 || count === 15)) keys.push(key(count === 8 ? 168 : 336))
  return keys
}

/** What a relative date means: "tomorrow" for "demain", "720" for "in 30 Tagen"; else its English words. */
function meaningsOf(mention: string): string[] {
  const lower = mention.toLowerCase().replace(/\s+/g, ' ').trim()
  const named = NAMED.find(([pattern]) => pattern.test(lower))
  if (named) return [named[1]]
  return waitOf(lower) ?? [lower.replace(/^end of the /, 'end of ')]
}

/** Every relative date the facts state, by meaning. The facts as written: German tells "morgen" from "Morgen". */
export function relativeDatesIn(facts: string): Set<string> {
  const text = withNumbersAsDigits(facts)
  return new Set(RELATIVE_DATES.flatMap((pattern) => [...text.matchAll(pattern)].flatMap(([found]) => meaningsOf(found))))
}

/**
 * Whether a relative date a draft states is one the facts state: the same words (`facts` lower-cased), or the same
 * meaning in another language (`meanings`, from relativeDatesIn).
 */
export function relativeDateInFacts(mention: string, facts: string, meanings: ReadonlySet<string>): boolean {
  return facts.includes(mention.toLowerCase()) || meaningsOf(mention).some((meaning) => meanings.has(meaning))
}
