import type { CatalogueAgentId } from '../agents/catalogue'
import type { EventType } from '../schemas/events'

// Cost per outcome in Settings → AI (docs/decisions/132-cost-in-money.md): the business events that report what an
// agent's e-mails are for, one per agent whose work has such an event. Riley's (a customer who stays) has none.

export type OutcomeDefinition = {
  agent: CatalogueAgentId
  event: EventType
  /** "Meeting booked": the figure's label. */
  label: string
  /** "meetings booked": after a count. */
  plural: string
  /** What the page says when none was reported this month. */
  none: string
}

export const OUTCOMES: readonly OutcomeDefinition[] = [
  {
    agent: 'max',
    event: 'meeting.booked',
    label: 'Meeting booked',
    plural: 'meetings booked',
    none: 'No meeting was reported booked this month',
  },
  {
    agent: 'harper',
    event: 'offer.accepted',
    label: 'Offer accepted',
    plural: 'offers accepted',
    none: 'No offer was reported accepted this month',
  },
  {
    agent: 'finn',
    event: 'payment.received',
    label: 'Invoice paid',
    plural: 'invoices paid',
    none: 'No payment was reported received this month',
  },
  {
    agent: 'sam',
    event: 'ticket.resolved',
    label: 'Ticket resolved',
    plural: 'tickets resolved',
    none: 'No ticket was reported resolved this month',
  },
]
