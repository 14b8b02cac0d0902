import type { CatalogueAgentId } from './catalogue'

/**
 * The agent-to-agent graph (docs/product.md#agent-runtime): which agent signals which, with which signal, and why.
 * Playbooks (playbooks.ts) emit only these edges; a unit test holds them to it.
 */
export const SIGNAL_EDGES = [
  { from: 'max', to: 'sam', signal: 'lead.captured', why: 'Support recognises the prospect if they write in before the sales call.' },
  { from: 'max', to: 'finn', signal: 'quote.requested', why: 'A hot lead (score 70 or more) gets a quote drafted while interest is high.' },
  { from: 'max', to: 'finn', signal: 'lead.converted', why: 'A lead that says yes becomes a customer to invoice.' },
  { from: 'max', to: 'harper', signal: 'candidate.inquiry', why: 'Someone asking about a job is not a sales lead; hiring answers them.' },
  { from: 'harper', to: 'finn', signal: 'payroll.setup', why: 'An accepted offer needs the new hire on payroll before their first day.' },
  { from: 'harper', to: 'sam', signal: 'employee.starting', why: 'Support prepares accounts and tools for the new hire.' },
  {
    from: 'finn',
    to: 'riley',
    signal: 'customer.paid',
    why: 'A payment starts post-sale care: a check-in, and an upsell look for big accounts.',
  },
  {
    from: 'finn',
    to: 'riley',
    signal: 'account.at_risk',
    why: 'A month overdue or a refund request is an early sign the customer may leave.',
  },
  { from: 'sam', to: 'max', signal: 'lead.detected', why: 'A chat or ticket asking about pricing or a demo is a sales lead.' },
  { from: 'sam', to: 'finn', signal: 'billing.question', why: 'Questions about invoices, charges or refunds belong to billing.' },
  {
    from: 'sam',
    to: 'riley',
    signal: 'customer.unhappy',
    why: 'A low satisfaction score or an urgent escalation puts the account on the watch list.',
  },
  { from: 'sam', to: 'harper', signal: 'candidate.inquiry', why: 'A support ticket about a job application goes to hiring.' },
  {
    from: 'riley',
    to: 'sam',
    signal: 'support.outreach',
    why: 'A customer going quiet or unhappy gets a proactive check-in from support.',
  },
  { from: 'riley', to: 'finn', signal: 'renewal.invoice', why: 'A renewal coming up needs its invoice prepared in time.' },
  { from: 'riley', to: 'max', signal: 'upsell.opportunity', why: 'A big order or payment is a chance to offer more.' },
] as const satisfies readonly { from: CatalogueAgentId; to: CatalogueAgentId; signal: string; why: string }[]

export type SignalEdge = (typeof SIGNAL_EDGES)[number]
export type SignalName = SignalEdge['signal']

/**
 * Longest chain of signals one event may cause: a signal at a deeper level is not sent, so even a
 * cycle in the graph cannot run away. The graph today is acyclic and its longest chain is 3.
 */
export const MAX_SIGNAL_DEPTH = 5

/** The edge for a sender, receiver and signal name, if the graph has it. */
export function findSignalEdge(from: CatalogueAgentId, to: CatalogueAgentId, signal: string): SignalEdge | undefined {
  return SIGNAL_EDGES.find((edge) => edge.from === from && edge.to === to && edge.signal === signal)
}
