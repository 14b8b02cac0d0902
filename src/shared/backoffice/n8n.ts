import { z } from 'zod'

// The back office's n8n connection page (docs/product.md#back-office, docs/n8n.md): the configured webhook without its
// secret, the last deliveries of leads, and a signed test lead sent on request.

/** How many of the newest lead deliveries the page lists. */
export const N8N_RECENT_DELIVERIES = 20
/** How much of n8n's answer the page shows: enough for its explanation of a 404, not a whole page. */
export const N8N_ANSWER_EXCERPT_CHARS = 300

export const N8N_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'skipped'] as const
export type N8nDeliveryStatus = (typeof N8N_DELIVERY_STATUSES)[number]

/** One delivery of a quiz lead: its last attempt's outcome and what it means. */
export const n8nDeliverySchema = z.object({
  id: z.string(),
  lead_id: z.string(),
  company_name: z.string(),
  /** A staff member's redelivery rather than the lead's own delivery. */
  redelivery: z.boolean(),
  status: z.enum(N8N_DELIVERY_STATUSES),
  attempts: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  /** The start of n8n's last answer, at most N8N_ANSWER_EXCERPT_CHARS; null when none came. */
  last_answer: z.string().nullable(),
  last_error: z.string().nullable(),
  /** The outcome in plain words; null while the first attempt is due. */
  explanation: z.string().nullable(),
})
export type N8nDelivery = z.infer<typeof n8nDeliverySchema>

/** GET /api/admin/n8n. `url`: scheme, host and port, the path masked after its first part; never the secret. */
export const n8nStatusSchema = z.object({
  configured: z.boolean(),
  host: z.string().nullable(),
  url: z.string().nullable(),
  is_test_url: z.boolean(),
  /** Why the configuration will not work, or what is missing; null when nothing is wrong with it. */
  warning: z.string().nullable(),
  deliveries: z.array(n8nDeliverySchema),
})
export type N8nStatus = z.infer<typeof n8nStatusSchema>

/** POST /api/admin/n8n/test: what n8n answered to a signed sample lead, sent at once. */
export const n8nTestResultSchema = z.object({
  /** The sample's webhook-id, msg_test_…; it is not stored. */
  id: z.string(),
  outcome: z.enum(['delivered', 'failed']),
  status_code: z.number().int().nullable(),
  /** The first kilobyte of the answer; null when none came. */
  response: z.string().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
  explanation: z.string(),
})
export type N8nTestResult = z.infer<typeof n8nTestResultSchema>
