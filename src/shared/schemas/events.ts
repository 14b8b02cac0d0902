import { z } from 'zod'
import { storableText, withStorableText } from './text'

// The business events that wake agents (docs/product.md#events-api). The types are the catalogue's trigger names
// (docs/product.md#agent-catalogue, src/shared/agents/catalogue.ts); the data of each is ours.

/** Largest accepted POST /api/events body (docs/product.md#limits). */
export const EVENT_BODY_LIMIT = 64 * 1024

const id = z.string().trim().min(1).max(120)
const name = z.string().trim().min(1).max(200)
const email = z.email().max(254)
const text = z.string().trim().min(1).max(5000)
const amount = z.number().nonnegative().max(1_000_000_000)
const currency = z
  .string()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as USD')
  .default('USD')
const isoDate = z.iso.date()
const isoDateTime = z.iso.datetime({ offset: true })
/** The language to write to the person in, when a model writes (docs/decisions/106-ai-writing.md); templates stay English. */
const language = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'Use a short language code such as de or pt-BR')
  .optional()

export const LEAD_SOURCES = ['referral', 'website', 'event', 'ads', 'social', 'cold_outreach', 'other'] as const
export const LEAD_TIMELINES = ['immediate', 'this_month', 'this_quarter', 'later', 'unknown'] as const
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const
export const TICKET_CHANNELS = ['email', 'chat', 'phone', 'web'] as const

// Data is stored as jsonb: every string in it, keys of `fields` included, must be storable (./text.ts).
const eventData = <T extends z.ZodRawShape>(shape: T) => withStorableText(z.strictObject(shape))

/** The data each event type carries: one zod schema per trigger of the catalogue. */
export const EVENT_DATA_SCHEMAS = {
  'lead.created': eventData({
    lead_id: id,
    name,
    email,
    company: name.optional(),
    source: z.enum(LEAD_SOURCES),
    /** What the lead says they can spend, in `currency`. */
    budget: amount.optional(),
    currency,
    timeline: z.enum(LEAD_TIMELINES).default('unknown'),
    message: text.optional(),
    language,
  }),
  'form.submitted': eventData({
    form_id: id,
    form_name: name,
    name: name.optional(),
    email,
    fields: z.record(z.string().max(100), z.string().max(2000)).default({}),
    language,
  }),
  'email.replied': eventData({ lead_id: id, name: name.optional(), email, subject: name.optional(), body: text, language }),
  'meeting.booked': eventData({ lead_id: id, name, email, starts_at: isoDateTime, topic: name.optional(), language }),
  'application.received': eventData({
    candidate_id: id,
    name,
    email,
    role: name,
    years_experience: z.number().int().min(0).max(60),
    skills: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
    required_skills: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
    language,
  }),
  'interview.scheduled': eventData({ candidate_id: id, name, email, role: name, starts_at: isoDateTime, interviewer: name, language }),
  'candidate.shortlisted': eventData({ candidate_id: id, name, email, role: name, score: z.number().min(0).max(100).optional(), language }),
  'offer.accepted': eventData({
    candidate_id: id,
    name,
    email,
    role: name,
    start_date: isoDate,
    salary: amount.optional(),
    currency,
    language,
  }),
  'deal.won': eventData({
    deal_id: id,
    customer_id: id,
    customer_name: name,
    email,
    amount,
    currency,
    description: text.optional(),
    language,
  }),
  'invoice.sent': eventData({
    invoice_id: id,
    customer_id: id,
    customer_name: name.optional(),
    email,
    amount,
    currency,
    due_date: isoDate,
  }),
  'payment.received': eventData({
    invoice_id: id,
    customer_id: id,
    customer_name: name.optional(),
    email: email.optional(),
    amount,
    currency,
    language,
  }),
  'payment.overdue': eventData({
    invoice_id: id,
    customer_id: id,
    customer_name: name.optional(),
    email,
    amount,
    currency,
    days_overdue: z.number().int().min(1).max(3650),
    language,
  }),
  'ticket.created': eventData({
    ticket_id: id,
    customer_id: id.optional(),
    email,
    subject: name,
    body: text,
    channel: z.enum(TICKET_CHANNELS).default('email'),
    language,
  }),
  'chat.started': eventData({
    chat_id: id,
    customer_id: id.optional(),
    name: name.optional(),
    email: email.optional(),
    message: text,
  }),
  'ticket.escalated': eventData({
    ticket_id: id,
    customer_id: id.optional(),
    email: email.optional(),
    reason: text,
    priority: z.enum(TICKET_PRIORITIES),
  }),
  'ticket.resolved': eventData({
    ticket_id: id,
    customer_id: id.optional(),
    email: email.optional(),
    resolution: text,
    /** 1 (very unhappy) to 5 (delighted), when the customer answered the survey. */
    satisfaction: z.number().int().min(1).max(5).optional(),
    language,
  }),
  'order.completed': eventData({
    order_id: id,
    customer_id: id,
    customer_name: name.optional(),
    email,
    total: amount,
    currency,
    items: z.number().int().min(1).max(10_000),
    language,
  }),
  'usage.dropped': eventData({
    customer_id: id,
    customer_name: name.optional(),
    email: email.optional(),
    metric: name,
    previous: z.number().positive(),
    current: z.number().nonnegative(),
  }),
  'subscription.renewal_due': eventData({
    customer_id: id,
    customer_name: name.optional(),
    email,
    plan: name,
    renews_on: isoDate,
    amount,
    currency,
    language,
  }),
  'feedback.negative': eventData({
    customer_id: id,
    customer_name: name.optional(),
    email: email.optional(),
    score: z.number().int().min(0).max(10),
    comment: text.optional(),
  }),
} as const

export type EventType = keyof typeof EVENT_DATA_SCHEMAS
export const EVENT_TYPES = Object.keys(EVENT_DATA_SCHEMAS) as EventType[]
export type EventData<T extends EventType> = z.output<(typeof EVENT_DATA_SCHEMAS)[T]>

/** A validated event: its type and the data parsed by that type's schema. */
export type BusinessEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType]

const envelope = {
  occurred_at: isoDateTime.optional(),
  /** The sender's own id for this event: sending it again answers the first result and runs nothing twice. */
  idempotency_key: storableText().trim().min(1).max(200).optional(),
}

/** POST /api/events body: `type` picks the schema `data` must match. */
export const createEventSchema = z.discriminatedUnion(
  'type',
  EVENT_TYPES.map((type) => z.strictObject({ type: z.literal(type), data: EVENT_DATA_SCHEMAS[type], ...envelope })) as unknown as [
    z.ZodObject<{
      type: z.ZodLiteral<EventType>
      data: z.ZodType
      occurred_at: z.ZodOptional<z.ZodISODateTime>
      idempotency_key: z.ZodOptional<z.ZodString>
    }>,
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? `Unknown event type; use one of ${EVENT_TYPES.join(', ')}` : undefined) },
)
export type CreateEventInput = z.input<typeof createEventSchema>

/** Parses stored or incoming data for its type; throws a ZodError on a mismatch. */
export function parseEvent(type: EventType, data: unknown): BusinessEvent {
  return { type, data: EVENT_DATA_SCHEMAS[type].parse(data) } as BusinessEvent
}

export function isEventType(value: string): value is EventType {
  return Object.hasOwn(EVENT_DATA_SCHEMAS, value)
}

/** 202 answer of POST /api/events; company_id says whose workspace the key (or session) wrote to. */
export const acceptedEventSchema = z.object({ id: z.string(), duplicate: z.boolean(), company_id: z.string() })
export type AcceptedEvent = z.infer<typeof acceptedEventSchema>
