import { checkText } from '../draft-check'
import { isAddress } from '../facts'
import { withNumbersAsDigits } from '../number-words'
import { namesIn } from './names'
import type { GradeInput, GraderResult } from './types'
import { sentencesOf, wholeText } from './text'

// Grounding, claim by claim (docs/ai-eval.md#grounding): every number, amount, percentage, date, time, link, name and
// commitment the e-mail states, each held to the company's side of the prompt (the event's structured fields, the
// playbook's decision, the template and the company's knowledge; never the customer's own words). The runtime's check
// (checkText, src/shared/ai/draft-check.ts) does the matching: it stops at the first unsupported claim, so it is asked
// again with each claim it found taken out, sentence by sentence. Names and bare domains, which it does not read, are
// looked up here.

export type ClaimKind = 'amount' | 'percentage' | 'number' | 'date' | 'link' | 'name' | 'commitment' | 'placeholder'
export type Claim = { kind: ClaimKind; text: string; supported: boolean }

const GROUNDING_REASONS: [RegExp, ClaimKind][] = [
  [/^It stated a price/, 'amount'],
  [/^It stated a percentage/, 'percentage'],
  [/^It stated a number/, 'number'],
  [/^It named a date or time/, 'date'],
  [/^It added a link/, 'link'],
  [/^It named a customer or partner/, 'name'],
  [/^It left a placeholder/, 'placeholder'],
  [/did not decide on|^It promised two different answer times/, 'commitment'],
]

/** "12000" is found as "12,000" or "12.000" too: the digits with any separator between them. */
function mentionPattern(mention: string): RegExp {
  const escaped = mention.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const flexible = /^[\d.,]+$/.test(mention) ? mention.replace(/[.,]/g, '').split('').join('[.,\\s\\u00a0\\u202f]?') : escaped
  return new RegExp(flexible, 'iu')
}

/** Every claim the runtime's rules refuse in one sentence, each taken out before asking again. */
function refusedIn(sentence: string, facts: { sent: string[]; permitted: string[] }): Claim[] {
  const claims: Claim[] = []
  let rest = closedUp(withNumbersAsDigits(sentence))
  for (let tries = 0; tries < 20; tries++) {
    const check = checkText({ subject: '-', body: rest }, facts)
    if (check.ok) break
    const quotes = [...check.reason.matchAll(/"([^"]+)"/g)].map(([, quote]) => quote!)
    const kind = GROUNDING_REASONS.find(([pattern]) => pattern.test(check.reason))?.[1]
    if (kind) claims.push(...quotes.slice(0, 1).map((text) => ({ kind, text, supported: false })))
    const before = rest
    for (const quote of quotes) rest = rest.replace(mentionPattern(quote), ' ')
    if (rest === before) break
  }
  return claims
}

const DOMAIN =
  /(?<![@\w./-])(?!www\.)(?:[a-z0-9-]+\.)+(?:com|org|net|io|co|de|fr|es|it|nl|uk|eu|example|app|ai|dev|info|biz|me|ly|shop|online|site)\b(?:\/[^\s)"'<>]*)?/giu
const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+|[\w.+-]+@[\w-]+\.[\w.-]+/gi
const linkKey = (link: string) =>
  link
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[.,;:!?)\]>"'”’]+$/, '')
    .replace(/\/$/, '')
const digitsOf = (text: string) => text.replace(/(\d)[,.\s\u00a0\u202f](?=\d)/g, '$1').toLowerCase()

/** The e-mail's claims, each supported or not by the company's side of the prompt. */
export function claimsOf({ context, email }: GradeInput): Claim[] {
  const facts = context.lines
  const text = wholeText(email)
  // The recipient's own address is theirs to be written to, not a claim.
  const address = context.facts.filter(isAddress).map((fact) => linkKey(fact.value))
  const refused = sentencesOf(text)
    .flatMap((sentence) => refusedIn(sentence, facts))
    .filter((claim) => !(claim.kind === 'link' && address.includes(linkKey(claim.text))))

  // What the runtime's rules read and let through, listed so a supported claim counts too.
  const numbers = new Set(withNumbersAsDigits(closedUp(text)).match(/\d(?:[\d.,:]*\d)?%?/g) ?? [])
  const links = new Set([...text.matchAll(LINK)].map(([link]) => link.replace(/[.,;:!?)]+$/, '')))
  const read = [
    ...[...numbers].map((text) => ({ kind: 'number' as const, text })),
    ...[...links].map((text) => ({ kind: 'link' as const, text })),
  ]

  // Names and bare domains: what the runtime's rules do not read.
  const sources = [...facts.sent, context.agentName, ...(context.thread ?? []).map((line) => line.text)].join('\n').toLowerCase()
  const known = (name: string) => name.split(/[-'’&.]+/).every((part) => !part || sources.includes(part))
  const capitalisesNouns = (context.language ?? 'en').startsWith('de')
  const names = namesIn(text, capitalisesNouns).map((name) => ({ kind: 'name' as const, text: name, supported: known(name) }))
  const permittedLinks = new Set(
    address.concat(facts.permitted.flatMap((line) => [...line.matchAll(LINK), ...line.matchAll(DOMAIN)].map(([link]) => linkKey(link)))),
  )
  const domains = [...text.matchAll(DOMAIN)].map(([domain]) => ({
    kind: 'link' as const,
    text: domain,
    supported: permittedLinks.has(linkKey(domain)),
  }))

  // A claim the runtime's rules refused is listed once, as they name it ("$149", not "149").
  const isRefused = (claim: Pick<Claim, 'text'>) => refused.some((each) => overlaps(each, claim))
  return [
    ...refused,
    ...read.filter((claim) => !isRefused(claim)).map((claim) => ({ ...claim, supported: true })),
    ...[...names, ...domains].filter((claim) => claim.supported || !isRefused(claim)),
  ]
}

/** "4 500 €" is 4500: the runtime's rules read a space as a thousands separator only in the facts. */
const closedUp = (text: string) => text.replace(/(\d)[ \u00a0\u202f](?=\d{3}(?!\d))/g, '$1')

/** Two claims stand for the same thing: a number in common, or one's words inside the other's. */
function overlaps(a: Pick<Claim, 'text'>, b: Pick<Claim, 'text'>): boolean {
  const numbers = (claim: Pick<Claim, 'text'>): string[] => digitsOf(claim.text).match(/\d+(?:[.,]\d+)?/g) ?? []
  const [first, second] = [numbers(a), numbers(b)]
  if (first.length && second.length) return first.some((number) => second.includes(number))
  return digitsOf(a.text).includes(digitsOf(b.text)) || digitsOf(b.text).includes(digitsOf(a.text))
}

/** Every claim of the e-mail held to the company's side of the prompt; fails on any it does not support. */
export function gradeGrounding(input: GradeInput): GraderResult & { claims: Claim[] } {
  const claims = claimsOf(input)
  const unsupported = claims.filter((claim) => !claim.supported)
  const notes = unsupported.map((claim) => `unsupported ${claim.kind} "${claim.text}"`)
  const score = claims.length ? (claims.length - unsupported.length) / claims.length : 1
  return { score, pass: unsupported.length === 0, applicable: true, notes, claims }
}
