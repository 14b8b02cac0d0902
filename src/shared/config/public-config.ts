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
}

export const PUBLIC_CONFIG_KEYS = [
  'productName',
  'marketingUrl',
  'supportEmail',
  'bookingUrl',
] as const satisfies readonly (keyof PublicConfig)[]

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  productName: 'AgentWorks',
  marketingUrl: 'https://agentworks.example',
  supportEmail: 'support@agentworks.example',
  bookingUrl: 'https://calendly.com/agentworks/strategy-session',
}
