import { AGENT_CATALOGUE } from '@/shared/agents/catalogue'
import type { Agent, Signal } from '@/shared/schemas/agents'

// The failure fallbacks (docs/product.md#dashboard-fallbacks), shown only when a call fails and always under the
// sample banner (decision 050). In sample data the first three agents are active, the rest pending.

const randomBetween = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1))

/** Fake agents built from the catalogue: health 70-99, signals sent 0-29 and received 0-19 (docs/product.md#dashboard-fallbacks). */
export function createSampleAgents(now = Date.now()): Agent[] {
  return AGENT_CATALOGUE.map((agent, index) => ({
    ...agent,
    id: `sample-${agent.id}`,
    company_id: 'sample',
    catalogue_id: agent.id,
    status: index < 3 ? 'active' : 'pending',
    health: randomBetween(70, 99),
    last_activity: new Date(now - (index + 1) * 7 * 60_000).toISOString(),
    signals_sent: randomBetween(0, 29),
    signals_received: randomBetween(0, 19),
    review_before_send: true,
    trust_level: 'review',
    awaiting_approvals: 0,
    created_at: new Date(now).toISOString(),
  }))
}

const SAMPLE_FLOWS = [
  ['max', 'sam', 'lead.created'],
  ['max', 'finn', 'deal.won'],
  ['finn', 'riley', 'payment.received'],
  ['sam', 'riley', 'feedback.negative'],
  ['harper', 'finn', 'offer.accepted'],
] as const

/** Built-in sample signals between the sample agents, for when GET /api/agents/signals fails (docs/product.md#dashboard-fallbacks). */
export function createSampleSignals(now = Date.now()): Signal[] {
  return SAMPLE_FLOWS.map(([from, to, signal], index) => ({
    id: `sample-signal-${index}`,
    company_id: 'sample',
    from_agent_id: `sample-${from}`,
    to_agent_id: `sample-${to}`,
    signal,
    status: index % 2 ? 'pending' : 'processed',
    created_at: new Date(now - (index + 1) * 4 * 60_000).toISOString(),
    to_catalogue_id: to,
    reason: null,
    depth: 1,
    processed_at: null,
    personal_data_withheld: false,
  }))
}
