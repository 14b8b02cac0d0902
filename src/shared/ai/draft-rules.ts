// What a model's e-mail may never do, whatever it was told (docs/decisions/119-drafts-the-business-can-stand-behind.md):
// ask the reader for a secret, claim customers or partners the business did not name, state a number it did not give,
// or speak down to the reader. Each rule finds the first offending words, so the reason can quote them.

export { secretRequested } from './secret-requests'

/** Offers a model may not make up: what the business gives away, waives or takes off. */
export const OFFERS = [
  /\bwaiv\w*|\berlass\w*|\bexonér\w*|\bcondon\w*/giu,
  /\bcomplimentary\b|\bon the house\b|\bno charge\b|\bfree (?:trial|month|session|consultation|call|onboarding|upgrade|shipping|delivery|gift)\b/giu,
  /\bhalf[- ]price\b|\bhalber preis\b|\bmoitié prix\b|\bmitad de precio\b|\b\d+\s?% off\b|\bper cent off\b/giu,
  /\bvouchers?\b|\bcoupons?\b|\bgutschein\w*|\bbon d'achat\b|\bcupón\w*|\bstore credit\b|\bcredit (?:note|to your account)\b/giu,
  /\bspecial (?:offer|deal|price|rate)\b|\bsonderangebot\b|\bexclusive (?:offer|deal)\b/giu,
]

// "helped Google and Siemens", "clients like Acme", "trusted by Nike": the names that follow are checked.
const PARTIES =
  /\b(?:helped|worked with|work with|working with|trusted by|used by|partnered with|clients? (?:like|such as|including)|customers? (?:like|such as|including)|partners? (?:like|such as|including)|brands? (?:like|such as|including))\s+((?:[A-Z][\w&'.-]*)(?:(?:\s*,\s*|\s+(?:and|&)\s+|\s+)[A-Z][\w&'.-]*){0,5})/gu

/**
 * The first customer or partner the text names that the facts (lower-cased) do not, or null. A name is compared without
 * the punctuation that closes its sentence or clause ("your work with SQL and Tableau." names "Tableau"), and the list
 * ends with its sentence ("… and Tableau. We …" does not name "Tableau. We"); any fact names one, an application's
 * `skills` included.
 */
export function unnamedParty(text: string, facts: string): string | null {
  for (const [, listed] of text.matchAll(PARTIES)) {
    const names = listed!.split(/[.!?](?=\s+[A-Z])/)[0]!
    for (const name of names.split(/\s*,\s*|\s+(?:and|&)\s+/).map((each) => each.replace(/[.'’-]+$/u, ''))) {
      if (name && !facts.includes(name.toLowerCase())) return name
    }
  }
  return null
}

// Speaking down to the reader: judging their message, telling them off, or blaming them.
const HOSTILE = [
  /\byour (?:message|e-?mail|request|question|complaint|ticket) (?:was|is) (?:\w+ )?(?:confusing|rude|unclear|unreasonable|ridiculous|silly|pointless|wrong|annoying)\b/giu,
  /\b(?:calm down|your own fault|you should have (?:read|known|checked)|as we (?:already|clearly) (?:told|said|explained)|obviously you|if you had bothered|stop complaining)\b/giu,
  /\b(?:stupid|idiot\w*|ridiculous|pathetic|incompetent|lazy)\b/giu,
]

/** The first words that speak down to the reader, or null. */
export function hostileWords(text: string): string | null {
  for (const pattern of HOSTILE) {
    const match = text.match(pattern)
    if (match) return match[0]
  }
  return null
}

// How long the reader is told to wait: "within 4 business hours", "in 2 days", "innerhalb von 3 Tagen", "dans 2 jours".
const WAIT =
  /\b(?:within|in|innerhalb von|binnen|dans|sous|en|dentro de)\s+(a|an|one|two|\d+)\s+(business\s+|working\s+)?(hours?|days?|weeks?|stunden|tagen?|wochen|heures?|jours?|semaines?|horas?|días?|semanas?)\b/giu
const HOURS_PER_UNIT: [RegExp, number][] = [
  [/^(?:hours?|stunden|heures?|horas?)$/i, 1],
  [/^(?:days?|tagen?|jours?|días?)$/i, 24],
  [/^(?:weeks?|wochen|semaines?|semanas?)$/i, 168],
]
const COUNT: Record<string, number> = { a: 1, an: 1, one: 1, two: 2 }

/**
 * Two different waits promised in one e-mail ("an answer within 4 business hours" and "within 2 business days"), as
 * [first, second], or null. One person gets one answer time (docs/decisions/127-one-message-per-person.md): the same
 * wait written twice, or written another way ("2 days", "48 hours"), is one promise.
 */
export function conflictingWaits(text: string): [string, string] | null {
  const waits = new Map<string, string>()
  for (const [phrase, count, business, unit] of text.matchAll(WAIT)) {
    const hours = (COUNT[count!.toLowerCase()] ?? Number(count)) * HOURS_PER_UNIT.find(([pattern]) => pattern.test(unit!))![1]
    const key = `${hours}${business ? ' business' : ''}`
    if (!waits.has(key)) waits.set(key, phrase.trim())
    if (waits.size > 1) {
      const [first, second] = [...waits.values()]
      return [first!, second!]
    }
  }
  return null
}
