import type { CatalogueAgentId } from '../catalogue'
import type { SignalName } from '../signal-graph'
import type { BusinessEvent } from '../../schemas/events'

/** What a signal carries from one agent to the next: enough for the receiver to act without the original event. */
export type SignalPayload = {
  /** The id of the lead, customer, candidate, invoice or ticket the chain is about. */
  reference: string
  name?: string
  email?: string
  amount?: number
  currency?: string
  /** One sentence from the sender: what it saw. */
  note: string
}

/** What woke the agent: a business event, or a signal from another agent. */
export type PlaybookTrigger =
  { kind: 'event'; event: BusinessEvent } | { kind: 'signal'; signal: SignalName; from: CatalogueAgentId; payload: SignalPayload }

/**
 * An e-mail an agent writes. `action` names what the text promises to open (a booking link, the careers page, a guide):
 * the e-mail shows it as a button to the company's website (docs/decisions/094).
 */
export type PlaybookEmail = {
  to: string
  subject: string
  text: string
  action?: string
  /** It only says a colleague will answer: left out when that colleague's own message joins it (one e-mail per person). */
  handover?: boolean
  /** Goes out at once: never held for the person's message window nor joined with other messages. */
  urgent?: boolean
}
export type PlaybookSignal = { to: CatalogueAgentId; signal: SignalName; payload: SignalPayload; reason: string }
export type PlaybookInputs = Record<string, string | number | boolean | null>

/** One run of a playbook: what the agent did, the inputs it used, and its effects. Pure data: the runtime stores and delivers it. */
export type PlaybookOutcome = {
  /** One line for the activity timeline. */
  summary: string
  inputs: PlaybookInputs
  /** How it decided, step by step: the explanation shown on the agent's detail view. */
  steps: string[]
  email: PlaybookEmail | null
  signals: PlaybookSignal[]
}

// Building an Intl.NumberFormat costs far more than using one (bench: 2% of a run); one per currency.
const moneyFormats = new Map<string, Intl.NumberFormat>()

/** Formats an amount the way the playbooks write it, e.g. "$12,000". */
export function formatMoney(amount: number, currency = 'USD'): string {
  let format = moneyFormats.get(currency)
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 })
    moneyFormats.set(currency, format)
  }
  return format.format(amount)
}

export const JOB_WORDS = /\b(job|jobs|career|careers|position|vacancy|vacancies|hiring|apply|application|resume|cv)\b/i
export const SALES_WORDS = /\b(pricing|price|prices|quote|demo|upgrade|buy|purchase|plan|plans|trial)\b/i
export const BILLING_WORDS = /\b(invoice|invoices|billing|billed|charge|charged|refund|receipt|payment)\b/i
export const REFUND_WORDS = /\brefund/i
