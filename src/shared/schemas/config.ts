import { z } from 'zod'
import type { PublicConfig } from '../config/public-config'

export { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from '../config/public-config'

/**
 * The whitelist of configuration the browser may see. The server writes it into index.html as
 * <meta name="app-config" content="…json…">, so no extra request is needed and the CSP stays strict.
 * Type, keys and defaults live zod-free in ../config/public-config.ts (docs/decisions/020).
 */
export const publicConfigSchema = z.object({
  productName: z.string(),
  marketingUrl: z.string(),
  supportEmail: z.string(),
  bookingUrl: z.string(),
  retentionDays: z.object({
    eventPayloads: z.number().int().positive(),
    runInputs: z.number().int().positive(),
    sentEmailBodies: z.number().int().positive(),
    unconvertedLeads: z.number().int().positive(),
    conversations: z.number().int().positive(),
  }),
}) satisfies z.ZodType<PublicConfig>
