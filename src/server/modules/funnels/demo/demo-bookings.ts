import { eq } from 'drizzle-orm'
import { DEMO_TIME_SLOTS, type DemoSlotId } from '@/shared/scheduling/demo-slots'
import { SCHEDULING_MESSAGES, type DemoSlot } from '@/shared/schemas/demo-booking'
import type { Db } from '@/server/platform/db/client'
import { demoBookings } from './schema'
import { badRequest } from '@/server/platform/http/http-errors'
import { isWeekend, todayIn, zonedTimeToUtc } from './zoned-time'
import type { Limit } from '@/server/platform/rate-limit/rate-limits'

/** Per-IP limits of the public demo endpoints (docs/product.md#limits). */
export const DEMO_LIMITS = {
  assessmentsPerIp: { max: 20, windowMs: 60 * 60_000 },
  bookingsPerIp: { max: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>

/** Weekends and past dates (in the visitor's zone) cannot be chosen (docs/product.md#scheduling). */
export function assertBookableDate(date: string, timeZone: string, now = new Date()): void {
  if (isWeekend(date)) throw badRequest(SCHEDULING_MESSAGES.weekend, [{ path: 'date', message: SCHEDULING_MESSAGES.weekend }])
  if (date < todayIn(timeZone, now)) throw badRequest(SCHEDULING_MESSAGES.past, [{ path: 'date', message: SCHEDULING_MESSAGES.past }])
}

/** The seven slots of a day, booked ones unavailable. */
export async function listSlots(db: Db, date: string): Promise<DemoSlot[]> {
  const booked = new Set(
    (await db.select({ slot: demoBookings.slot }).from(demoBookings).where(eq(demoBookings.date, date))).map((row) => row.slot),
  )
  return DEMO_TIME_SLOTS.map((slot) => ({ id: slot.id, time: slot.time, available: !booked.has(slot.id) }))
}

export type NewBooking = {
  date: string
  slot: DemoSlotId
  timeZone: string
  leadId: string | null
  contactEmail: string
  contactName: string
  companyName: string
  investmentPercentage: number
}

export type Booking = typeof demoBookings.$inferSelect

/**
 * Takes the slot or returns undefined when someone holds it already. The unique (date, slot) index
 * decides a race; ON CONFLICT DO NOTHING keeps the caller's transaction usable.
 */
export async function insertBooking(db: Db, booking: NewBooking): Promise<Booking | undefined> {
  const hour = DEMO_TIME_SLOTS.find((slot) => slot.id === booking.slot)!.hour
  const [row] = await db
    .insert(demoBookings)
    .values({
      date: booking.date,
      slot: booking.slot,
      time_zone: booking.timeZone,
      starts_at: zonedTimeToUtc(booking.date, hour, booking.timeZone),
      lead_id: booking.leadId,
      contact_email: booking.contactEmail,
      contact_name: booking.contactName,
      company_name: booking.companyName,
      investment_percentage: booking.investmentPercentage,
    })
    .onConflictDoNothing({ target: [demoBookings.date, demoBookings.slot] })
    .returning()
  return row
}
