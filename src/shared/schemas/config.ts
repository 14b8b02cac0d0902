import { z } from 'zod'

/**
 * The whitelist of configuration the browser may see. The server writes it into index.html as
 * <meta name="app-config" content="…json…">, so no extra request is needed and the CSP stays strict.
 */
export const publicConfigSchema = z.object({
  productName: z.string(),
  marketingUrl: z.string(),
  supportEmail: z.string(),
  /** Spec 001 §2 Thank-you page: Schedule Strategy Session opens it in a new tab. */
  bookingUrl: z.string(),
})
export type PublicConfig = z.infer<typeof publicConfigSchema>

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  productName: 'AgentWorks',
  marketingUrl: 'https://agentworks.example',
  supportEmail: 'support@agentworks.example',
  bookingUrl: 'https://calendly.com/agentworks/strategy-session',
}
