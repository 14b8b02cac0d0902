import { z } from 'zod'
import { getOptionValues } from '@/shared/options/option-list'
import { SUPPRESSION_REASON_OPTIONS } from '@/shared/options/suppression-reasons'

export const SUPPRESSION_REASONS = getOptionValues(SUPPRESSION_REASON_OPTIONS)
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number]

/** How many addresses the settings list shows, newest first; the company export holds them all. */
export const SUPPRESSION_LIST_LIMIT = 500

/** An address as the list keeps it: trimmed and lower-case, so "Ann@Example.com" and "ann@example.com" are one. */
export const suppressionAddressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter an e-mail address, like ann@example.com').max(254, 'An e-mail address has at most 254 characters'))

/** Settings → Privacy's form: one address the company's agents stop writing to. */
export const suppressionInputSchema = z.object({ address: suppressionAddressSchema })
export type SuppressionInput = z.infer<typeof suppressionInputSchema>

export const suppressionParamsSchema = z.object({ address: suppressionAddressSchema })

export const suppressionSchema = z.object({
  address: z.string(),
  // Stored as text: a reason this version does not know still shows (as itself) rather than failing the list.
  reason: z.string(),
  created_at: z.string(),
})
export type Suppression = z.infer<typeof suppressionSchema>

export const suppressionListSchema = z.object({
  suppressions: z.array(suppressionSchema),
  /** All the company's addresses, of which `suppressions` holds the newest SUPPRESSION_LIST_LIMIT. */
  total: z.number().int(),
})
export type SuppressionList = z.infer<typeof suppressionListSchema>

/** An unsubscribe link's token, as its URL carries it. */
export const unsubscribeParamsSchema = z.object({ token: z.string().min(1).max(600) })

/**
 * The one-click POST's body (RFC 8058: `List-Unsubscribe=One-Click`, as a form), or the page's JSON, or none (null).
 */
export const unsubscribeBodySchema = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }).nullish()

/** What the unsubscribe page shows: the business, the address masked, and whether it is already off the list. */
export const unsubscribeStatusSchema = z.object({
  business: z.string(),
  address: z.string(),
  unsubscribed: z.boolean(),
})
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>
