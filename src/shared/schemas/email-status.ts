import { z } from 'zod'

/** GET /api/company/email-status: what the dashboard's notice shows about the company's e-mail (docs/decisions/083). */
export const emailStatusSchema = z.object({
  /** Whether the signed-in user proved their address. */
  email_verified: z.boolean(),
  /** E-mails to others held until someone in the company proves their address. */
  held: z.number().int(),
  /** E-mails the company caused today (UTC), held ones included, against `daily_limit`. */
  sent_today: z.number().int(),
  daily_limit: z.number().int(),
})
export type EmailStatus = z.infer<typeof emailStatusSchema>

/** What became of an e-mail the company caused: sent, held until an address is proven, or over the daily limit. */
export const EMAIL_DELIVERY_STATUSES = ['queued', 'held', 'not-sent'] as const
export const emailDeliverySchema = z.object({ status: z.enum(EMAIL_DELIVERY_STATUSES), message: z.string().nullable() })
export type EmailDelivery = z.infer<typeof emailDeliverySchema>
