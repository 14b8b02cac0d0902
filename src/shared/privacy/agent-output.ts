import type { PlaybookInputs, PlaybookTrigger, SignalPayload } from '../agents/playbooks/types'
import { maskText, maskValue, REMOVED_TEXT } from './mask'
import { kindOfField, personalValues, type FieldKind } from './personal-fields'

// What the privacy controls do to an agent's run and the signals it passes on (docs/decisions/101-privacy-controls.md).

type PersonalKind = Exclude<FieldKind, 'fact'>
export type PersonalValue = { value: string; kind: PersonalKind }

// A signal's payload names the person and quotes what they said in the sender's note; the rest are facts.
const PAYLOAD_KINDS: Record<'name' | 'email' | 'note', PersonalKind> = { name: 'name', email: 'email', note: 'text' }

/** The personal values of a signal's payload: its name, address and note. */
export function personalValuesOfPayload(payload: SignalPayload): PersonalValue[] {
  return (Object.keys(PAYLOAD_KINDS) as (keyof typeof PAYLOAD_KINDS)[]).flatMap((field) => {
    const value = payload[field]
    return typeof value === 'string' && value.trim() ? [{ value, kind: PAYLOAD_KINDS[field] }] : []
  })
}

/** The personal values a run's trigger carries: the event's personal fields, or the signal's name, address and note. */
export function personalValuesOfTrigger(trigger: PlaybookTrigger | null): PersonalValue[] {
  if (!trigger) return []
  if (trigger.kind === 'signal') return personalValuesOfPayload(trigger.payload)
  return personalValues(trigger.event.data as Record<string, unknown>)
}

/** How an input of a run counts: an event's field as classified, a signal's note as free text. */
function kindOfInput(field: string): FieldKind {
  return field === 'note' ? 'text' : kindOfField(field)
}

/** A run's inputs with personal values masked: a personal input by its kind, any other text where it quotes one. */
export function maskInputs(inputs: PlaybookInputs, values: PersonalValue[]): PlaybookInputs {
  return Object.fromEntries(
    Object.entries(inputs).map(([field, value]) => {
      if (typeof value !== 'string') return [field, value]
      const kind = kindOfInput(field)
      return [field, kind === 'fact' ? maskText(value, values) : maskValue(value, kind)]
    }),
  )
}

export type RunRecord = { summary: string; inputs: PlaybookInputs | null; steps: string[] | null }

/** What a run's activity shows when the company keeps only what a run needs: its personal values masked. */
export function maskRunRecord(record: RunRecord, values: PersonalValue[]): RunRecord {
  return {
    summary: maskText(record.summary, values),
    inputs: record.inputs ? maskInputs(record.inputs, values) : null,
    steps: record.steps ? record.steps.map((step) => maskText(step, values)) : null,
  }
}

const factsOf = (payload: SignalPayload) => ({
  reference: payload.reference,
  ...(payload.amount !== undefined ? { amount: payload.amount } : {}),
  ...(payload.currency !== undefined ? { currency: payload.currency } : {}),
})

/**
 * A signal's payload as it leaves its sender when agent data sharing is off: the reference, the facts and the
 * sender's note with the personal values it knows masked; no name, no address.
 */
export function withholdPayload(payload: SignalPayload, values: PersonalValue[]): SignalPayload {
  return { ...factsOf(payload), note: maskText(payload.note, values) }
}

/** A signal's payload once no run needs it and the company keeps only what a run needs: its facts, the note removed. */
export function forgetPayload(payload: SignalPayload): SignalPayload {
  return { ...factsOf(payload), note: REMOVED_TEXT }
}
