import type { FieldKind } from './personal-fields'

/** "Ann Baker" → "A••• B•••": initials only (docs/decisions/101-privacy-controls.md). */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => `${[...word][0] ?? ''}•••`)
    .join(' ')
}

/** "ann@acme.example" → "a•••@•••.example": the first letter and the top-level domain. */
export function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.trim().split('@')
  const topLevel = domain.includes('.') ? domain.slice(domain.lastIndexOf('.')) : ''
  return `${[...local][0] ?? ''}•••@•••${topLevel}`
}

export const REMOVED_TEXT = '[removed]'

/** A personal value as activity entries show it when the company keeps only what a run needs. */
export function maskValue(value: string, kind: Exclude<FieldKind, 'fact'>): string {
  if (kind === 'email') return maskEmail(value)
  if (kind === 'name') return maskName(value)
  return REMOVED_TEXT
}

/**
 * Replaces every occurrence of the given personal values in a text by their masked form, longest first. Free text is
 * also found where a text quotes only its beginning (the playbooks quote the first 80 or 300 characters of a message).
 */
export function maskText(text: string, values: { value: string; kind: Exclude<FieldKind, 'fact'> }[]): string {
  let masked = text
  for (const { value, kind } of [...values].sort((a, b) => b.value.length - a.value.length)) {
    if (value.length < 2) continue
    masked = replaceQuotes(masked, value, maskValue(value, kind), kind === 'text' ? QUOTE_ANCHOR : value.length)
  }
  return masked
}

// How many of a free text's first characters mark a quote of it: long enough that nothing else matches by chance.
const QUOTE_ANCHOR = 24

/** Replaces each place the text quotes `value` (its first `anchor` characters, then as far as it goes on) by `masked`. */
function replaceQuotes(text: string, value: string, masked: string, anchor: number): string {
  const start = value.slice(0, anchor)
  let result = ''
  let from = 0
  for (let at = text.indexOf(start); at !== -1; at = text.indexOf(start, from)) {
    let end = at + start.length
    while (end < text.length && end - at < value.length && text[end] === value[end - at]) end++
    result += text.slice(from, at) + masked
    from = end
  }
  return result + text.slice(from)
}
