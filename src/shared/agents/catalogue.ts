import type { AUTOMATIONS } from '../options/onboarding-goals'

export type AutomationValue = (typeof AUTOMATIONS)[number]

/** One of the five built-in agents, with every field an agent has (docs/product.md#agent-catalogue). */
export type CatalogueAgent = {
  /** Stable catalogue id: what POST /api/agents/deploy takes in agentIds. */
  readonly id: CatalogueAgentId
  readonly name: string
  readonly display_name: string
  readonly agent_type: string
  readonly context_id: string
  readonly intent: string
  /** Trigger names: the business events that wake the agent. */
  readonly signals: string[]
  readonly tools_used: string[]
  readonly output: string
  readonly personality: string
  readonly avatar_color: string
  readonly description: string
  /** The questionnaire automation (docs/product.md#onboarding-options) this agent fulfils. */
  readonly automation: AutomationValue
}

export const CATALOGUE_AGENT_IDS = ['max', 'harper', 'finn', 'sam', 'riley'] as const
export type CatalogueAgentId = (typeof CATALOGUE_AGENT_IDS)[number]

/** The five agents in catalogue order (docs/product.md#agent-catalogue); the texts are ours. */
export const AGENT_CATALOGUE: readonly CatalogueAgent[] = [
  {
    id: 'max',
    name: 'Max',
    display_name: 'LeadNurtureAI',
    agent_type: 'Lead nurturing',
    context_id: 'lead_capture',
    intent: 'Reply to every new lead within minutes and keep following up until they book a call or say no.',
    signals: ['lead.created', 'form.submitted', 'email.replied', 'meeting.booked'],
    tools_used: ['CRM', 'Email marketing', 'Calendar', 'Web forms'],
    output: 'Qualified leads with a booked call, logged in your CRM with the whole conversation.',
    personality: 'Warm, quick and persistent without being pushy.',
    avatar_color: '#2563eb',
    description: 'Captures leads from your forms and inbox, scores them, and runs the follow-up sequence so no enquiry goes cold.',
    automation: 'lead_nurturing',
  },
  {
    id: 'harper',
    name: 'Harper',
    display_name: 'HiringFlowBot',
    agent_type: 'Hiring',
    context_id: 'hiring_ops',
    intent: 'Screen applicants against the role, schedule interviews and keep every candidate informed.',
    signals: ['application.received', 'interview.scheduled', 'candidate.shortlisted', 'offer.accepted'],
    tools_used: ['Applicant tracking', 'Calendar', 'Email', 'Project management'],
    output: 'A ranked shortlist with interview slots booked and candidates updated at each stage.',
    personality: 'Friendly, fair and organised.',
    avatar_color: '#7c3aed',
    description: 'Reads each application, asks the screening questions you set and books interviews with your team.',
    automation: 'hiring_screening',
  },
  {
    id: 'finn',
    name: 'Finn',
    display_name: 'BillingAgentX',
    agent_type: 'Billing',
    context_id: 'invoice_admin',
    intent: 'Send invoices on time, chase late payments politely and reconcile what comes in.',
    signals: ['deal.won', 'invoice.sent', 'payment.received', 'payment.overdue'],
    tools_used: ['Accounting', 'Payments', 'E-commerce platform', 'Email'],
    output: 'Invoices sent the day work is done, overdue balances chased and payments matched in your books.',
    personality: 'Precise, courteous and firm about deadlines.',
    avatar_color: '#059669',
    description: 'Turns closed deals and finished jobs into invoices, follows up on late payments and keeps the ledger tidy.',
    automation: 'billing_invoicing',
  },
  {
    id: 'sam',
    name: 'Sam',
    display_name: 'SupportAssistAI',
    agent_type: 'Support',
    context_id: 'daily_ops',
    intent: 'Answer common customer questions at once and route the hard ones to the right person with context.',
    signals: ['ticket.created', 'chat.started', 'ticket.escalated', 'ticket.resolved'],
    tools_used: ['Helpdesk', 'Live chat', 'Knowledge base', 'Email'],
    output: 'Most questions answered in minutes; the rest handed over with a summary and suggested reply.',
    personality: 'Patient, clear and calm under pressure.',
    avatar_color: '#ea580c',
    description: 'Handles first-line support across chat and e-mail, learns from your knowledge base and escalates what needs a human.',
    automation: 'customer_support',
  },
  {
    id: 'riley',
    name: 'Riley',
    display_name: 'RetentionMonitor',
    agent_type: 'Retention',
    context_id: 'post_sale_care',
    intent: 'Spot customers at risk of leaving and reach out before they do.',
    signals: ['order.completed', 'usage.dropped', 'subscription.renewal_due', 'feedback.negative'],
    tools_used: ['CRM', 'Email marketing', 'E-commerce platform', 'Surveys'],
    output: 'Check-ins after each sale, win-back offers for quiet customers and an early warning list for your team.',
    personality: 'Attentive, caring and proactive.',
    avatar_color: '#db2777',
    description: 'Watches what happens after the sale, asks for feedback and starts a rescue plan when a customer goes quiet.',
    automation: 'customer_retention',
  },
]

/** The catalogue agent with this id, if any. */
export function findCatalogueAgent(id: string): CatalogueAgent | undefined {
  return AGENT_CATALOGUE.find((agent) => agent.id === id)
}

/** Where the agent's avatar is served from (src/client/public/agents). */
export function getAgentAvatarUrl(id: string): string {
  return `/agents/${id}.svg`
}
