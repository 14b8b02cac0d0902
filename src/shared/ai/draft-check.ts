import type { ModelDraft } from './draft'
import { DRAFT_WORD_LIMIT } from './prompt'
import { otherLanguage } from './draft-language'
import { conflictingWaits, hostileWords, OFFERS, secretRequested, unnamedParty } from './draft-rules'
import { languageName } from './language'
import { withNumbersAsDigits } from './number-words'
import { RELATIVE_DATES, relativeDateInFacts, relativeDatesIn } from './relative-dates'

export type DraftCheck = { ok: true } | { ok: false; reason: string }

// What a model may not add on its own (docs/decisions/106-ai-writing.md): each list is one category of claim, checked
// against the facts it was sent. A mention passes when the facts hold it; otherwise the template's text is used.

/**
 * An amount's digits with its separators: "4,500.00", "4.500,00", and "4 500,50" with a space, no-break space or narrow
 * no-break space before each group of three as French and German write it, so "4 500 €" is 4500, not 500. A space
 * joins groups only after one to three digits: "Rechnung 2031 500 €" is still 500.
 */
const AMOUNT = String.raw`(?:(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?(?!\d)|\d[\d.,]*)`
const CURRENCY_CODE = 'USD|EUR|GBP|CHF|CAD|AUD|JPY|SEK|NOK|DKK'

const MONEY = [
  new RegExp(String.raw`[$€£¥₹]\s?${AMOUNT}`, 'g'),
  new RegExp(String.raw`\b(?:${CURRENCY_CODE})\s?${AMOUNT}`, 'gi'),
  new RegExp(String.raw`${AMOUNT}\s?(?:[$€£¥₹]|(?:${CURRENCY_CODE}|dollars?|euros?|pounds?|francs?|bucks)\b)`, 'gi'),
  new RegExp(String.raw`${AMOUNT}\s?(?:%|percent\b|per cent\b|prozent\b|pour cent\b|por ciento\b)`, 'gi'),
]

const WEEKDAYS = [
  ['sunday', 'sonntag', 'dimanche', 'domingo'],
  ['monday', 'montag', 'lundi', 'lunes'],
  ['tuesday', 'dienstag', 'mardi', 'martes'],
  ['wednesday', 'mittwoch', 'mercredi', 'miércoles'],
  ['thursday', 'donnerstag', 'jeudi', 'jueves'],
  ['friday', 'freitag', 'vendredi', 'viernes'],
  ['saturday', 'samstag', 'samedi', 'sábado'],
]
const MONTHS = [
  ['january', 'jan', 'januar', 'janvier', 'enero'],
  ['february', 'feb', 'februar', 'février', 'febrero'],
  ['march', 'mar', 'märz', 'mars', 'marzo'],
  ['april', 'apr', 'avril', 'abril'],
  ['may', 'mai', 'mayo'],
  ['june', 'jun', 'juni', 'juin', 'junio'],
  ['july', 'jul', 'juli', 'juillet', 'julio'],
  ['august', 'aug', 'août', 'agosto'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre'],
  ['october', 'oct', 'oktober', 'octobre', 'octubre'],
  ['november', 'nov', 'novembre', 'noviembre'],
  ['december', 'dec', 'dezember', 'décembre', 'diciembre'],
]
const MONTH_WORD = MONTHS.flat().join('|')

const DATE_TIME = [
  new RegExp(`\\b(?:${WEEKDAYS.flat().join('|')})\\b`, 'giu'),
  new RegExp(`\\b(?:${MONTH_WORD})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?\\b`, 'giu'),
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th|\\.)?\\s+(?:of\\s+|de\\s+)?(?:${MONTH_WORD})\\b`, 'giu'),
  /\b\d{4}-\d{2}-\d{2}\b/g,
  /\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/g,
  /\b\d{1,2}(?::\d{2})?\s?(?:[ap]\.?m\.?(?!\w)|uhr\b|h\b)/gi,
  /\b\d{1,2}:\d{2}\b/g,
  ...RELATIVE_DATES,
]

const COMMITMENTS = [
  /\bguarant\w*|\bgarant\w*/giu,
  /\bpromis\w*|\bversprech\w*|\bpromet\w*/giu,
  /\bfree of charge\b|\bfor free\b|\bat no (?:extra )?cost\b|\bkostenlos\w*|\bgratuit\w*|\bgratis\b/giu,
  /\bdiscount\w*|\brabatt\w*|\bremise\b|\bréduction\b|\bdescuento\w*/giu,
  /\brefund\w*|\brückerstatt\w*|\bremboursement\w*|\breembols\w*/giu,
  /\bwarrant\w*|\bgewährleistung\b/giu,
  /\bmoney[- ]back\b/giu,
]

const LINKS = [/\bhttps?:\/\/\S+|\bwww\.\S+/gi, /[\w.+-]+@[\w-]+\.[\w.-]+/g]
const PLACEHOLDERS = [/\[[^\]\n]{1,40}\]/g]

/** A link as compared: without its scheme, closing punctuation or final slash, so "www.x.example/" is "https://www.x.example". */
const linkKey = (link: string) =>
  link
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[.,;:!?)\]>"'”’]+$/, '')
    .replace(/\/$/, '')

/** "12,000" and "12.000" and "12 000" are all 12000: thousands separators vary by language. */
function normaliseNumbers(text: string): string {
  return text.replace(/(\d)[,. \u00a0\u202f](?=\d{3}(?!\d))/g, '$1')
}

/** The numbers a text holds, "12,000.00" and "12.000,00" both as "12000", "4 500,50" and "4500.5" both as "4500.5". */
const numbersIn = (text: string) =>
  new Set(
    (normaliseNumbers(text).match(/\d+(?:[.,]\d+)?/g) ?? []).map((number) =>
      number
        .replace(/([.,]\d*?)0+$/, '$1')
        .replace(/[.,]$/, '')
        .replace(',', '.')
        .replace(/^0+(?=\d)/, ''),
    ),
  )

/** The calendar days, weekdays and clock times the facts' ISO dates stand for, so "March 4" matches 2025-03-04. */
function datesIn(facts: string): { days: Set<string>; weekdays: Set<number>; times: Set<string> } {
  const days = new Set<string>()
  const weekdays = new Set<number>()
  const times = new Set<string>()
  for (const [, year, month, day, hour, minute] of facts.matchAll(/(\d{4})-(\d{2})-(\d{2})(?:[tT ](\d{2}):(\d{2}))?/g)) {
    days.add(`${Number(month)}-${Number(day)}`)
    weekdays.add(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay())
    if (hour) times.add(`${Number(hour)}:${minute}`)
  }
  return { days, weekdays, times }
}

const monthOf = (word: string) => MONTHS.findIndex((names) => names.includes(word.toLowerCase().replace('.', ''))) + 1

/** Whether a date or time the draft mentions stands for one the facts hold, in any of the ways it can be written. */
function dateInFacts(mention: string, facts: string): boolean {
  const lower = mention.toLowerCase()
  if (facts.includes(lower)) return true
  const { days, weekdays, times } = datesIn(facts)
  const weekday = WEEKDAYS.findIndex((names) => names.includes(lower))
  if (weekday !== -1) return weekdays.has(weekday)
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(lower)
  if (iso) return days.has(`${Number(iso[2])}-${Number(iso[3])}`)
  const numeric = /^(\d{1,2})[./](\d{1,2})[./]\d{2,4}$/.exec(lower)
  // 04/03 is 4 March or 3 April depending on the reader: either reading the facts hold passes.
  if (numeric) return days.has(`${Number(numeric[2])}-${Number(numeric[1])}`) || days.has(`${Number(numeric[1])}-${Number(numeric[2])}`)
  const named = /(\d{1,2})/.exec(lower)
  const monthWord = new RegExp(`\\b(?:${MONTH_WORD})\\b`, 'iu').exec(lower)
  if (named && monthWord) return days.has(`${monthOf(monthWord[0])}-${Number(named[1])}`)
  const clock = /^(\d{1,2})(?::(\d{2}))?\s?(a\.?m\.?|p\.?m\.?)?/.exec(lower)
  if (clock && /\d/.test(lower)) {
    const hour = (Number(clock[1]) % 12) + (clock[3]?.startsWith('p') ? 12 : 0)
    const hour24 = clock[3] ? hour : Number(clock[1])
    return times.has(`${hour24}:${clock[2] ?? '00'}`)
  }
  return false
}

function firstMention(text: string, patterns: RegExp[], allowed: (mention: string, pattern: RegExp) => boolean): string | null {
  for (const pattern of patterns) {
    for (const [match] of text.matchAll(pattern)) {
      const mention = match.trim().replace(/[.,;:!?]+$/, '')
      if (!allowed(mention, pattern)) return mention
    }
  }
  return null
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length

// What each commitment and offer pattern did, for the reason: "It promised a refund your business did not decide on".
const COMMITMENT_WORDS = [
  'It gave a guarantee',
  'It made a promise',
  'It offered something for free',
  'It promised a discount',
  'It promised a refund',
  'It promised a warranty',
  'It promised money back',
]
const OFFER_WORDS = [
  'It waived a charge',
  'It offered something free',
  'It offered a lower price',
  'It offered a voucher or credit',
  'It made a special offer',
]

/** What a draft is held to: the facts as sent, the ones that permit a claim, and the language it must be in. */
export type DraftCheckFacts = {
  /** Every fact line the model saw: what `facts_used` may quote. */
  sent: readonly string[]
  /** The lines that may stand behind a claim: the business's side, not the customer's own words. */
  permitted?: readonly string[]
  /** The event's language (BCP-47), null for English; undefined skips the check. */
  language?: string | null
}

/** Every mention a pattern finds, so what was already checked (an amount, a date) is not counted again as a number. */
const withoutMentions = (text: string, patterns: RegExp[]) => patterns.reduce((rest, pattern) => rest.replace(pattern, ' '), text)

/**
 * Checks an e-mail's text (a model's draft as returned, before unmasking, or a person's edit) against the facts: the
 * first reason it should not be sent, in words the business reads in Approvals, or ok.
 */
export function checkText(email: { subject: string; body: string }, factsSent: readonly string[] | DraftCheckFacts): DraftCheck {
  const given: DraftCheckFacts = Array.isArray(factsSent) ? { sent: factsSent } : (factsSent as DraftCheckFacts)
  const facts = (given.permitted ?? given.sent).join('\n').toLowerCase()
  const factNumbers = numbersIn(facts)
  const normalisedFacts = normaliseNumbers(facts)
  // Spelled-out numbers count as numbers ("forty engineers", "twenty percent").
  const text = withNumbersAsDigits(`${email.subject}\n${email.body}`)
  const refuse = (reason: string): DraftCheck => ({ ok: false, reason })

  if (!email.subject.trim() || !email.body.trim()) return refuse('It was empty')
  if (wordsIn(email.body) > DRAFT_WORD_LIMIT) return refuse(`It was longer than ${DRAFT_WORD_LIMIT} words`)

  const secret = secretRequested(text)
  if (secret) return refuse(`It asked the reader for a password, card number, bank details or a code ("${secret}")`)
  const hostile = hostileWords(text)
  if (hostile) return refuse(`It spoke down to the reader ("${hostile}")`)
  // Before the facts: two answer times contradict each other even when the business gave both (two agents' messages).
  const waits = conflictingWaits(text)
  if (waits) return refuse(`It promised two different answer times ("${waits[0]}", "${waits[1]}")`)
  if (given.language !== undefined) {
    const other = otherLanguage(email.body, given.language)
    if (other) return refuse(`It was written in ${other}, not ${languageName(given.language)}`)
  }

  const money = firstMention(text, MONEY, (mention) => [...numbersIn(mention)].every((number) => factNumbers.has(number)))
  if (money)
    return refuse(`It stated ${/%|cent|prozent/i.test(money) ? 'a percentage' : 'a price'} your business did not give ("${money}")`)
  // A relative date by what it means, so the template's "tomorrow" allows "morgen" (relative-dates.ts).
  const relative = relativeDatesIn((given.permitted ?? given.sent).join('\n'))
  const date = firstMention(text, DATE_TIME, (mention, pattern) =>
    RELATIVE_DATES.includes(pattern) ? relativeDateInFacts(mention, normalisedFacts, relative) : dateInFacts(mention, normalisedFacts),
  )
  if (date) return refuse(`It named a date or time your business did not give ("${date}")`)
  // A commitment of the same kind in the facts allows its words in any language: a refund template, "remboursement".
  for (const [patterns, words] of [
    [COMMITMENTS, COMMITMENT_WORDS],
    [OFFERS, OFFER_WORDS],
  ] as const) {
    for (const [index, pattern] of patterns.entries()) {
      const mention = firstMention(text, [pattern], () => facts.search(pattern) !== -1)
      if (mention) return refuse(`${words[index]} your business did not decide on ("${mention}")`)
    }
  }
  // A link passes only when the business gave that very address (its knowledge's links, its website, a fact), not a
  // shorter or longer one that merely contains or starts like it.
  const factLinks = new Set(LINKS.flatMap((pattern) => [...facts.matchAll(pattern)].map(([found]) => linkKey(found))))
  const link = firstMention(text, LINKS, (mention) => factLinks.has(linkKey(mention)))
  if (link) return refuse(`It added a link or address your business did not give ("${link}"); the product adds the button`)
  const placeholder = firstMention(text, PLACEHOLDERS, (mention) => facts.includes(mention.toLowerCase()))
  if (placeholder) return refuse(`It left a placeholder in the text ("${placeholder}")`)
  const party = unnamedParty(text, facts)
  if (party) return refuse(`It named a customer or partner your business did not name ("${party}")`)
  // Any other number ("a team of 40", "3 locations") must be the business's too; amounts and dates were checked above.
  const rest = withoutMentions(text, [...MONEY, ...DATE_TIME, ...LINKS, ...PLACEHOLDERS])
  const number = [...numbersIn(rest)].find((value) => !factNumbers.has(value))
  if (number) return refuse(`It stated a number your business did not give ("${number}")`)
  return { ok: true }
}

/** Checks a model's draft: its text (checkText), then the facts it says it used, each quoted from the facts sent. */
export function checkDraft(draft: ModelDraft, factsSent: readonly string[] | DraftCheckFacts): DraftCheck {
  const text = checkText(draft, factsSent)
  if (!text.ok) return text
  const sent = Array.isArray(factsSent) ? factsSent : (factsSent as DraftCheckFacts).sent
  const refuse = (reason: string): DraftCheck => ({ ok: false, reason })
  if (!draft.facts_used.length) return refuse('It did not say which facts it used')
  const lines = sent.map((line) => normaliseNumbers(line.toLowerCase()))
  const unknown = draft.facts_used.find((used) => {
    const quoted = normaliseNumbers(
      used
        .toLowerCase()
        .trim()
        .replace(/^["'“”]|["'“”.]$/g, ''),
    )
    return !lines.some((line) => line.includes(quoted))
  })
  if (unknown) return refuse(`It relied on something it was not told ("${unknown}")`)
  return { ok: true }
}
