import { z } from 'zod'
import { storableText } from './text'

// Per-company API keys for POST /api/events, managed by the owner on the account home (docs/product.md#api-keys).

/** What every key starts with, so a leaked one is recognisable (and secret scanners can match it). */
export const API_KEY_PREFIX = 'aw_'

export const createApiKeySchema = z.strictObject({
  name: storableText().trim().min(1, 'Give the key a name, such as "n8n production"').max(60, 'Keep the name under 60 characters'),
})
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart; the rest is never shown again. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
})
export type ApiKey = z.infer<typeof apiKeySchema>

/** The answer of the create call: the only time the full key is shown. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() })
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>
