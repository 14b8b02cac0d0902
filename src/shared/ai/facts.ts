import type { PlaybookOutcome, PlaybookTrigger } from '../agents/playbooks/types'
import { kindOfField } from '../privacy/personal-fields'

/**
 * One fact a writer is given (docs/decisions/106-ai-writing.md): a field of the event or signal, or a line of the
 * playbook's decision. `personal` facts are masked in prompts when the company keeps only what a run needs.
 */
export type DraftFact = { label: string; value: string; personal: boolean }

const label = (field: string) => field.replaceAll('_', ' ')

function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : null
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).map(([key, inner]) => `${key}: ${String(inner)}`)
    return entries.length ? entries.join('; ') : null
  }
  return String(value).replaceAll('_', ' ')
}

function fieldFacts(data: Record<string, unknown>, kindOf: (field: string) => boolean): DraftFact[] {
  return Object.entries(data).flatMap(([field, value]) => {
    const text = valueText(value)
    return text === null ? [] : [{ label: label(field), value: text, personal: kindOf(field) }]
  })
}

/**
 * What the writer may rely on: the event's fields (or the signal's payload), then the playbook's decision, summary and
 * steps, which are made before any model is asked and never changed by it.
 */
export function draftFacts(trigger: PlaybookTrigger, outcome: PlaybookOutcome): DraftFact[] {
  const about =
    trigger.kind === 'event'
      ? [
          { label: 'event', value: trigger.event.type, personal: false },
          ...fieldFacts(trigger.event.data, (field) => kindOfField(field) !== 'fact'),
        ]
      : [
          { label: 'signal', value: `${trigger.signal} from ${trigger.from}`, personal: false },
          ...fieldFacts(trigger.payload, (field) => field === 'note' || kindOfField(field) !== 'fact'),
        ]
  const decision = [outcome.summary, ...outcome.steps].map((line) => ({ label: 'decision', value: line, personal: false }))
  return [...about, ...decision]
}

// Free text the business's own people write (a ticket's resolution) states what the business decided.
const BUSINESS_TEXT = new Set(['resolution'])

/**
 * Whether a fact is someone's own words (a message, a form's answers, a note passed between agents): context for the
 * writer, never permission to promise what it asks for (docs/decisions/119-drafts-the-business-can-stand-behind.md).
 */
export function isCustomerWords(fact: DraftFact): boolean {
  if (fact.label === 'note') return true
  const field = fact.label.replaceAll(' ', '_')
  return kindOfField(field) === 'text' && !BUSINESS_TEXT.has(field)
}

/**
 * Whether a fact is an e-mail address (the recipient's): the product addresses the e-mail, the writer never needs it,
 * so no model is sent it (docs/decisions/119-drafts-the-business-can-stand-behind.md).
 */
export function isAddress(fact: DraftFact): boolean {
  return kindOfField(fact.label.replaceAll(' ', '_')) === 'email'
}
