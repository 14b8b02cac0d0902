import { z } from 'zod'
import { DEMO_SLOT_IDS } from '../scheduling/demo-slots'
import { INVESTMENT_PERCENT } from '../formulas/demo-investment'
import { HOURLY_COST, HOURS_WEEKLY } from './demo-assessment'
import { storableText } from './text'

export const SCHEDULING_MESSAGES = {
  date: 'Please choose a date as YYYY-MM-DD',
  weekend: 'Weekends cannot be selected',
  past: 'Past dates cannot be selected',
  slot: 'Please choose one of the offered times',
  tooSoon: 'That time has passed or starts within the hour. Please choose a later one.',
  timeZone: 'Unknown time zone',
  taken: 'That time was just booked by someone else. Please choose another.',
} as const

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** A calendar day as the visitor picked it; weekend and past checks need the time zone, so the server does them. */
export const demoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, SCHEDULING_MESSAGES.date)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, SCHEDULING_MESSAGES.date)

/** The visitor's IANA time zone (Intl); slots are wall-clock times there (docs/decisions/022). */
export const timeZoneSchema = z.string().min(1).max(64).refine(isTimeZone, SCHEDULING_MESSAGES.timeZone)

export const demoSlotsQuerySchema = z.strictObject({ date: demoDateSchema, time_zone: timeZoneSchema.optional().default('UTC') })

export const demoSlotSchema = z.object({ id: z.enum(DEMO_SLOT_IDS), time: z.string(), available: z.boolean() })
export type DemoSlot = z.infer<typeof demoSlotSchema>
export const demoSlotsResponseSchema = z.object({ date: z.string(), slots: z.array(demoSlotSchema) })
export type DemoSlotsResponse = z.infer<typeof demoSlotsResponseSchema>

/** POST /api/demo/bookings: one slot, who it is for, and the figures the confirmation e-mail repeats. */
export const demoBookingRequestSchema = z.strictObject({
  date: demoDateSchema,
  slot: z.enum(DEMO_SLOT_IDS, { error: SCHEDULING_MESSAGES.slot }),
  time_zone: timeZoneSchema,
  contact_email: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')),
  contact_name: storableText().trim().max(100).optional().default(''),
  company_name: storableText().trim().max(120).optional().default(''),
  assessment_id: z.uuid().optional(),
  investment_percentage: z
    .number()
    .int()
    .min(INVESTMENT_PERCENT.min)
    .max(INVESTMENT_PERCENT.max)
    .multipleOf(INVESTMENT_PERCENT.step)
    .default(INVESTMENT_PERCENT.default),
  // The e-mail's figures are derived on the server from these answers with the shared formula.
  hours_weekly: z.number().int().min(HOURS_WEEKLY.min).max(HOURS_WEEKLY.max).default(HOURS_WEEKLY.default),
  hourly_cost: z.number().int().min(HOURLY_COST.min).max(HOURLY_COST.max).default(HOURLY_COST.default),
})
export type DemoBookingRequest = z.input<typeof demoBookingRequestSchema>

export const demoBookingResponseSchema = z.object({
  id: z.string(),
  date: z.string(),
  slot: z.enum(DEMO_SLOT_IDS),
  time: z.string(),
  starts_at: z.string(),
})
export type DemoBooking = z.infer<typeof demoBookingResponseSchema>
