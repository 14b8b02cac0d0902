import { EVENT_DATA_SCHEMAS } from '../schemas/events'

/**
 * How each field of an event's data counts (docs/decisions/101-privacy-controls.md): `name`, `email` and `text` are
 * personal (they name or describe a person), `fact` is everything a playbook decides on without knowing who.
 */
export type FieldKind = 'name' | 'email' | 'text' | 'fact'

const PERSONAL_KINDS: Record<string, Exclude<FieldKind, 'fact'>> = {
  name: 'name',
  customer_name: 'name',
  interviewer: 'name',
  company: 'name',
  email: 'email',
  message: 'text',
  body: 'text',
  comment: 'text',
  description: 'text',
  resolution: 'text',
  reason: 'text',
  subject: 'text',
  topic: 'text',
  // A form's answers are whatever the form asked, a phone number or a note included: free text as a whole.
  fields: 'text',
}

/** The fields of an event's data that are personal: what `keepFacts` drops, in SQL too (jsonb `data - fields`). */
export const PERSONAL_FIELDS: readonly string[] = Object.keys(PERSONAL_KINDS)

/** Every field any event type carries: a new field is a fact unless it is added to the list above. */
export const EVENT_FIELDS: ReadonlySet<string> = new Set(Object.values(EVENT_DATA_SCHEMAS).flatMap((schema) => Object.keys(schema.shape)))

/** Whether a field of an event's data is personal, and how. */
export function kindOfField(field: string): FieldKind {
  return PERSONAL_KINDS[field] ?? 'fact'
}

/** The event's data without its personal fields: what stays when a company keeps only what a run needs. */
export function keepFacts(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([field]) => kindOfField(field) === 'fact'))
}

/** The personal values an event's data carries, with their kind, so text that quotes them can be masked. */
export function personalValues(data: Record<string, unknown>): { value: string; kind: Exclude<FieldKind, 'fact'> }[] {
  const found: { value: string; kind: Exclude<FieldKind, 'fact'> }[] = []
  for (const [field, value] of Object.entries(data)) {
    const kind = kindOfField(field)
    if (kind === 'fact') continue
    if (typeof value === 'string' && value.trim()) found.push({ value, kind })
    else if (value && typeof value === 'object') {
      for (const inner of Object.values(value)) if (typeof inner === 'string' && inner.trim()) found.push({ value: inner, kind: 'text' })
    }
  }
  return found
}
