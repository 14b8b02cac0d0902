import { z } from 'zod'
import { SIGNAL_EDGES, type SignalName } from '../agents/signal-graph'
import { SIGNAL_STATUS_LABELS, SIGNAL_STATUSES } from '../options/signal-list'
import { signalsQuerySchema } from './agents'

// The signal ledger's filters (docs/product.md#signals-page, docs/decisions/092): the same names in the page's URL
// and in the API's query string, so a filtered view can be reloaded and shared.

/** Every signal name the agent graph can send, in the graph's order, each once. */
export const SIGNAL_NAMES = [...new Set(SIGNAL_EDGES.map((edge) => edge.signal))] as [SignalName, ...SignalName[]]

// Defined without zod, so the dashboard can show them without loading it (docs/decisions/097).
export { SIGNAL_STATUS_LABELS }

/** Agent (sender or receiver), signal name and status; each optional, all of them must match. */
export const signalFiltersSchema = z.strictObject({
  agent: z.uuid('Choose one of your agents').optional(),
  signal: z.enum(SIGNAL_NAMES, 'Choose a signal the agents send').optional(),
  status: z.enum(SIGNAL_STATUSES, 'Choose processed, pending or undeliverable').optional(),
})
export type SignalFilters = z.infer<typeof signalFiltersSchema>

/** GET /api/agents/signals: a page (limit, cursor) of the signals that match the filters. */
export const signalsListQuerySchema = signalsQuerySchema.extend(signalFiltersSchema.shape)
export type SignalsListQuery = z.infer<typeof signalsListQuerySchema>
