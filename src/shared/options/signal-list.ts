// What the signals ledger lists and filters by (docs/product.md#signals, #signals-page), without zod: the dashboard
// shows the labels and asks for pages of this size, and a page that imports a module of ../schemas loads zod with it
// (docs/decisions/097). The schemas (../schemas/agents.ts, signal-filters.ts) take them from here.

/** A signal's statuses; 'undeliverable': sent to an agent the company has not deployed (docs/product.md#signals). */
export const SIGNAL_STATUSES = ['processed', 'pending', 'undeliverable'] as const

/** Each status as the dashboard and the ledger show it. */
export const SIGNAL_STATUS_LABELS = { processed: 'Processed', pending: 'Pending', undeliverable: 'Undeliverable' } as const

/** Signals per page when the request does not say, and the most one request may ask for. */
export const SIGNALS_PAGE_DEFAULT = 20
export const SIGNALS_PAGE_MAX = 100
