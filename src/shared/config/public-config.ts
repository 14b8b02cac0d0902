/**
 * The configuration the browser may see, without zod: the client reads it on every page, the landing first,
 * and must not pull the validation library into that first load (docs/decisions/020).
 * The server-side schema is ../schemas/config.ts.
 */
export type PublicConfig = {
  productName: string
  marketingUrl: string
  supportEmail: string
  /** The thank-you page's Schedule Strategy Session opens it in a new tab (docs/product.md#thank-you). */
  bookingUrl: string
  /** Days each kind of data is kept, as the retention run uses them; the privacy policy states them (docs/decisions/105). */
  retentionDays: RetentionDays
}

/** Days before the daily retention run reduces or removes each kind of data (docs/product.md#retention). */
export type RetentionDays = {
  /** A processed business event's data keeps only its facts (ids, amounts) after this. */
  eventPayloads: number
  /** A finished run's inputs are emptied after this. */
  runInputs: number
  /** A sent e-mail's content and a delivered webhook's body are cleared after this. */
  sentEmailBodies: number
  /** A public funnel's lead that never led to a booking is deleted after this. */
  unconvertedLeads: number
  /** Agents' conversations: a message is deleted after this; then a thread with none left, then a contact with no thread. */
  conversations: number
}

/** The server's defaults, and the reasons for each, in docs/decisions/105-retention.md. */
export const DEFAULT_RETENTION_DAYS: RetentionDays = {
  eventPayloads: 30,
  runInputs: 90,
  sentEmailBodies: 30,
  unconvertedLeads: 365,
  conversations: 365,
}

/** The kinds of RetentionDays, for code that checks or lists every period. */
export const RETENTION_KINDS = [
  'eventPayloads',
  'runInputs',
  'sentEmailBodies',
  'unconvertedLeads',
  'conversations',
] as const satisfies readonly (keyof RetentionDays)[]

/** The keys of PublicConfig that hold text, which the client checks one by one. */
type TextKey = Exclude<keyof PublicConfig, 'retentionDays'>

export const PUBLIC_CONFIG_KEYS = ['productName', 'marketingUrl', 'supportEmail', 'bookingUrl'] as const satisfies readonly TextKey[]

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  productName: 'AgentWorks',
  marketingUrl: 'https://agentworks.example',
  supportEmail: 'support@agentworks.example',
  bookingUrl: 'https://calendly.com/agentworks/strategy-session',
  retentionDays: DEFAULT_RETENTION_DAYS,
}
