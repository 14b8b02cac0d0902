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

/** Replaces every occurrence of the given personal values in a text by their masked form, longest first. */
export function maskText(text: string, values: { value: string; kind: Exclude<FieldKind, 'fact'> }[]): string {
  let masked = text
  for (const { value, kind } of [...values].sort((a, b) => b.value.length - a.value.length)) {
    if (value.length < 2) continue
    masked = masked.split(value).join(maskValue(value, kind))
  }
  return masked
}
