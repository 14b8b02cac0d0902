import { z } from 'zod'

// PostgreSQL cannot store U+0000 in text or jsonb, and jsonb refuses half of a UTF-16 surrogate pair (text silently
// turns it into U+FFFD). Every string a request stores passes this rule, so the form shows a field message and the
// server answers 400 instead of the database failing with a 500. Both are invisible, hence the words.

/** The field message for text PostgreSQL cannot store. */
export const UNSTORABLE_TEXT_MESSAGE = 'Remove the invisible control characters from this text'

// String.prototype.isWellFormed is ES2024 (Node 20, browsers since late 2023); with the u flag, \p{Surrogate} matches
// only a surrogate that is not half of a pair, which covers the browsers before it.
const LONE_SURROGATE = /\p{Surrogate}/u
const nativeIsWellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed

/** True when PostgreSQL can store the text: no NUL and no lone UTF-16 surrogate. */
export function isStorableText(value: string): boolean {
  if (value.includes('\u0000')) return false
  return nativeIsWellFormed ? nativeIsWellFormed.call(value) : !LONE_SURROGATE.test(value)
}

/** Adds the storable-text rule to a string schema (z.url() and other formats too); it stops that field's later checks. */
export function storable<T extends z.ZodType<string>>(schema: T): T {
  return schema.refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE, abort: true }) as T
}

/** A string PostgreSQL can store; `message` replaces the not-a-string message. Chain .trim(), .max() and so on after it. */
export function storableText(message?: string): z.ZodString {
  return storable(z.string(message))
}

type Visit = { value: unknown; key?: PropertyKey; parent?: Visit }

function pathOf(visit: Visit | undefined): PropertyKey[] {
  const path: PropertyKey[] = []
  for (let step = visit; step?.parent; step = step.parent) path.push(step.key!)
  return path.reverse()
}

/**
 * The path of the first string in a JSON value, object key included, that PostgreSQL cannot store, or null; a bad key
 * is reported at the object holding it. Breadth first and without recursion, so no nesting can overflow the stack.
 */
export function findUnstorableText(value: unknown): PropertyKey[] | null {
  const queue: Visit[] = [{ value }]
  for (let index = 0; index < queue.length; index += 1) {
    const visit = queue[index]!
    if (typeof visit.value === 'string') {
      if (!isStorableText(visit.value)) return pathOf(visit)
    } else if (Array.isArray(visit.value)) {
      visit.value.forEach((entry, key) => queue.push({ value: entry, key, parent: visit }))
    } else if (visit.value !== null && typeof visit.value === 'object') {
      for (const [key, entry] of Object.entries(visit.value)) {
        if (!isStorableText(key)) return pathOf(visit)
        queue.push({ value: entry, key, parent: visit })
      }
    }
  }
  return null
}

/** The schema, also refusing any string of its output, object keys included, that PostgreSQL cannot store (free-form JSON). */
export function withStorableText<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, context) => {
    const path = findUnstorableText(value)
    if (path) context.addIssue({ code: 'custom', message: UNSTORABLE_TEXT_MESSAGE, path, input: value })
  }) as T
}
