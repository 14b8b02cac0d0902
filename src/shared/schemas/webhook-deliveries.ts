import { z } from 'zod'

// The company webhook's delivery log and its test event, on the Webhook settings page (docs/product.md#agent-outputs,
// docs/decisions/093). Owner only, like the webhook itself.

/** The event of a delivery the owner sends to try the webhook (an agent's output is 'agent.run'). */
export const TEST_EVENT = 'webhook.test'
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const
export const DELIVERIES_PAGE_DEFAULT = 10
export const DELIVERIES_PAGE_MAX = 50
/** How much of a receiver's answer the log shows: enough for n8n's explanation of a 404, not a whole page. */
export const ANSWER_EXCERPT_CHARS = 300

/** One attempt: when, what the receiver said, and when the next one is due (null: none follows). */
export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  attempted_at: z.string(),
  status_code: z.number().int().nullable(),
  /** The start of the receiver's answer, at most ANSWER_EXCERPT_CHARS; null when it said nothing. */
  response: z.string().nullable(),
  /** Why the attempt failed (refused address, timeout, HTTP status); null when it succeeded. */
  error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
})
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>

/** One delivery of one event, its attempts newest first. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  /** What the event was about, such as "Max: Scored lead Ada (hot)"; null when the body says nothing more. */
  summary: z.string().nullable(),
  url: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  attempts: z.array(webhookAttemptSchema),
})
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>

export const webhookDeliveriesQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(DELIVERIES_PAGE_MAX).default(DELIVERIES_PAGE_DEFAULT),
  cursor: z.string().max(200).optional(),
})
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuerySchema>

/** GET /api/company/webhook/deliveries: newest first; next_cursor is null on the last page. */
export const webhookDeliveriesPageSchema = z.object({ deliveries: z.array(webhookDeliverySchema), next_cursor: z.string().nullable() })
export type WebhookDeliveriesPage = z.infer<typeof webhookDeliveriesPageSchema>
