import { z } from 'zod'
import { LEAD_ACTIVITY_KINDS, LEAD_SOURCES, LEAD_STATUSES } from '../backoffice/lead-kinds'
import { storableText } from './text'

// The back office's lead inbox and lead page (docs/product.md#back-office): the same filter names in the page's URL,
// the API's query string and the CSV export's.

export const LEADS_PAGE_DEFAULT = 50
export const LEADS_PAGE_MAX = 100
export const LEAD_NOTE_MAX = 2000

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const isoDate = (message: string) =>
  z
    .string()
    .regex(ISO_DATE, message)
    .refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      message,
    )
const filterText = (max: number) => storableText().trim().max(max).optional()

const leadFilterFields = {
  source: z.enum(LEAD_SOURCES, 'Choose quiz, demo or improved').optional(),
  industry: filterText(200),
  status: z.enum(LEAD_STATUSES, 'Choose one of the lead statuses').optional(),
  stage: filterText(200),
  ref: filterText(200),
  from: isoDate('Enter a date as YYYY-MM-DD').optional(),
  to: isoDate('Enter a date as YYYY-MM-DD').optional(),
  /** Part of the company name or e-mail address, any case. */
  q: filterText(200),
}
const datesInOrder = [
  (filters: { from?: string; to?: string }) => !filters.from || !filters.to || filters.from <= filters.to,
  { message: 'The start date must not be after the end date', path: ['to'] as PropertyKey[] },
] as const

/** The inbox's filters; each optional, all of them must match. `from` and `to` are UTC days, both included. */
export const leadFiltersSchema = z.strictObject(leadFilterFields).refine(...datesInOrder)
export type LeadFilters = z.infer<typeof leadFiltersSchema>

/** GET /api/admin/leads: a page of the leads that match, newest first. */
export const leadsQuerySchema = z
  .strictObject({
    ...leadFilterFields,
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(LEADS_PAGE_MAX).default(LEADS_PAGE_DEFAULT),
  })
  .refine(...datesInOrder)
export type LeadsQuery = z.infer<typeof leadsQuerySchema>

export const leadListItemSchema = z.object({
  id: z.uuid(),
  source: z.enum(LEAD_SOURCES),
  company_name: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  industry: z.string(),
  monthly_savings: z.number().int().nullable(),
  status: z.enum(LEAD_STATUSES),
  stage: z.string().nullable(),
  ref: z.string().nullable(),
  created_at: z.string(),
})
export type LeadListItem = z.infer<typeof leadListItemSchema>

/** next_cursor is null on the last page. */
export const leadsPageSchema = z.object({ leads: z.array(leadListItemSchema), next_cursor: z.string().nullable() })
export type LeadsPage = z.infer<typeof leadsPageSchema>

/** GET /api/admin/leads/filters: the values the leads hold, for the filter menus. */
export const leadFilterOptionsSchema = z.object({
  industries: z.array(z.string()),
  stages: z.array(z.string()),
  refs: z.array(z.string()),
})
export type LeadFilterOptions = z.infer<typeof leadFilterOptionsSchema>

/** A staff member who acted; `email` is null and `name` 'Former staff member' when the account is gone. */
export const leadActorSchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() })
export type LeadActor = z.infer<typeof leadActorSchema>

/** One answer as the visitor gave it, with its question's label; lists are joined. */
export const leadAnswerSchema = z.object({ label: z.string(), value: z.string() })
export const leadAnswerSectionSchema = z.object({ title: z.string(), answers: z.array(leadAnswerSchema) })
export type LeadAnswerSection = z.infer<typeof leadAnswerSectionSchema>

export const leadBookingSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  slot: z.string(),
  starts_at: z.string(),
  time_zone: z.string(),
  cancelled_at: z.string().nullable(),
})
export type LeadBooking = z.infer<typeof leadBookingSchema>

const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'skipped'] as const
/** An outbox e-mail's states (platform/mail/schema.ts): captured is the development mailbox's 'sent'. */
export const LEAD_EMAIL_STATUSES = ['held', 'queued', 'sent', 'captured', 'failed'] as const

/** One delivery of a quiz lead to n8n: its own entry, then one per attempt. */
const webhookDeliveryFields = {
  delivery_id: z.string(),
  /** Where the delivery stands now: its final outcome once it is not pending. */
  delivery_status: z.enum(DELIVERY_STATUSES),
  /** The delivery it redelivers; null for the submission's own. */
  redelivery_of: z.string().nullable(),
  requested_by: leadActorSchema.nullable(),
}

export const leadTimelineEntrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('submitted'), id: z.string(), at: z.string() }),
  z.object({ type: z.literal('webhook_delivery'), id: z.string(), at: z.string(), ...webhookDeliveryFields }),
  z.object({
    type: z.literal('webhook_attempt'),
    id: z.string(),
    at: z.string(),
    ...webhookDeliveryFields,
    attempt: z.number().int(),
    status_code: z.number().int().nullable(),
    duration_ms: z.number().int().nullable(),
    error: z.string().nullable(),
    /** When the next attempt is due; null when this one was the last. */
    next_attempt_at: z.string().nullable(),
  }),
  z.object({
    type: z.literal('email'),
    id: z.string(),
    at: z.string(),
    status: z.enum(LEAD_EMAIL_STATUSES),
    subject: z.string(),
    to: z.string(),
    last_error: z.string().nullable(),
    delivered_at: z.string().nullable(),
    /** False once the stored copy's body was cleared (kept only what was needed, or a person's request). */
    resendable: z.boolean(),
  }),
  z.object({
    type: z.literal('activity'),
    id: z.string(),
    at: z.string(),
    kind: z.enum(LEAD_ACTIVITY_KINDS),
    /** What the entry shows: a note, a status's from and to, a booking's slot. */
    detail: z.record(z.string(), z.unknown()),
    actor: leadActorSchema.nullable(),
  }),
])
export type LeadTimelineEntry = z.infer<typeof leadTimelineEntrySchema>

/** GET /api/admin/leads/:id. `figures` exactly as stored; null for a lead from before they were kept. */
export const leadDetailSchema = z.object({
  lead: leadListItemSchema.extend({
    figures: z.array(z.object({ label: z.string(), value: z.string() })).nullable(),
    company: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  }),
  answers: z.array(leadAnswerSectionSchema),
  booking: leadBookingSchema.nullable(),
  timeline: z.array(leadTimelineEntrySchema),
})
export type LeadDetail = z.infer<typeof leadDetailSchema>

const note = (max: number) => storableText('Write a note').trim().max(max, `Keep the note under ${max} characters`)

/** PATCH /api/admin/leads/:id/status. A status the lead already has is a 400: nothing would change. */
export const leadStatusChangeSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, 'Choose one of the lead statuses'),
  note: note(LEAD_NOTE_MAX).optional(),
})
export type LeadStatusChange = z.infer<typeof leadStatusChangeSchema>

/** POST /api/admin/leads/:id/notes. */
export const leadNoteSchema = z.strictObject({ note: note(LEAD_NOTE_MAX).min(1, 'Write a note') })
export type LeadNote = z.infer<typeof leadNoteSchema>

export const leadStatusResultSchema = z.object({ status: z.enum(LEAD_STATUSES) })
export const leadActivityResultSchema = z.object({ id: z.uuid() })
export const leadRedeliveryResultSchema = z.object({ delivery_id: z.string() })
export const leadResendResultSchema = z.object({ email_id: z.uuid() })
