import { kindOfField } from '../privacy/personal-fields'
import { personalInText } from '../privacy/personal-in-text'
import type { DraftFact } from './facts'

// E-mails the business edited and approved, shown to the writer as examples (docs/decisions/131-approvals-that-teach.md).
// Each went to another person: their details are hidden before any prompt holds them, whatever the privacy controls.

/** How many examples a prompt holds at most, and how much of each e-mail's text. */
export const EXAMPLES_MAX = 5
export const EXAMPLE_BODY_MAX = 600

/** One example as a prompt shows it: subject and text, the other person's details hidden. */
export type WritingExample = { subject: string; body: string }

/** A stored draft that a reviewer edited and approved: what it said, to whom, and the facts it was written from. */
export type EditedDraft = { to: string; subject: string; body: string; facts: readonly DraftFact[] }

// Playbooks quote the first 80 or 300 characters of a free text: a quote is found by its first characters.
const QUOTE_ANCHOR = 24
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** One of the person's values and what stands in its place; `quote`: free text, found by its opening characters. */
type Hidden = { value: string; placeholder: string; quote?: boolean }

/** The person's values in a draft: names whole and word by word, addresses, their own words, numbers found in the text. */
function hiddenValues({ to, facts }: Pick<EditedDraft, 'to' | 'facts'>, text: string): Hidden[] {
  const hidden: Hidden[] = [{ value: to, placeholder: '[their email]' }]
  for (const fact of facts) {
    const value = fact.value.trim()
    if (!fact.personal || value.length < 2) continue
    const kind = kindOfField(fact.label.replaceAll(' ', '_'))
    if (kind === 'name') {
      hidden.push({ value, placeholder: '[their name]' })
      // The greeting uses the first name alone ("Hi Grace,"): each word of a name is theirs too.
      for (const word of value.split(/\s+/)) if (word.length >= 2) hidden.push({ value: word, placeholder: '[their name]' })
    } else if (kind === 'email') hidden.push({ value, placeholder: '[their email]' })
    else hidden.push({ value, placeholder: '[their words]', quote: true })
  }
  for (const { value, kind } of personalInText(text)) hidden.push({ value, placeholder: `[their ${kind}]` })
  // Longest first, so a full name goes before its first word and a message before a name inside it.
  return hidden.sort((a, b) => b.value.length - a.value.length)
}

/**
 * A name or an address as a whole word in any case ("ann" too, not "Annual"): a reviewer's note is typed quickly, and
 * hiding a word that only looks like a name ("Will") costs less than leaving a person's name in.
 */
const wholeWord = (value: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(value)}(?![\\p{L}\\p{N}])`, 'giu')

/** Each place the text quotes free text (its first characters, then as far as it goes on), replaced. */
function replaceQuotes(text: string, value: string, placeholder: string): string {
  const start = value.slice(0, QUOTE_ANCHOR)
  let result = ''
  let from = 0
  for (let at = text.indexOf(start); at !== -1; at = text.indexOf(start, from)) {
    let end = at + start.length
    while (end < text.length && end - at < value.length && text[end] === value[end - at]) end++
    result += text.slice(from, at) + placeholder
    from = end
  }
  return result + text.slice(from)
}

function hide(text: string, hidden: Hidden[]): string {
  return hidden.reduce(
    (masked, { value, placeholder, quote }) =>
      quote ? replaceQuotes(masked, value, placeholder) : masked.replace(wholeWord(value), placeholder),
    text,
  )
}

/** At most `max` characters, cut at a word, with an ellipsis when cut. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text
  const slice = text.slice(0, max - 1)
  const space = slice.lastIndexOf(' ')
  return `${(space > max / 2 ? slice.slice(0, space) : slice).trimEnd()}…`
}

/** A text about a person with their values hidden (a reviewer's note before it joins the agent's style guide). */
export function hidePerson(text: string, person: Pick<EditedDraft, 'to' | 'facts'>): string {
  return hide(text, hiddenValues(person, text))
}

/** An edited, approved draft as an example: the recipient's name, address, words and numbers hidden, the text bounded. */
export function exampleOf(draft: EditedDraft): WritingExample {
  const hidden = hiddenValues(draft, `${draft.subject}\n${draft.body}`)
  return { subject: hide(draft.subject, hidden), body: cut(hide(draft.body.trim(), hidden), EXAMPLE_BODY_MAX) }
}
