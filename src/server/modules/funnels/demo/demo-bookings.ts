import { and, eq, isNull } from 'drizzle-orm'
import { DEMO_BOOKING_NOTICE_MINUTES, DEMO_TIME_SLOTS, type DemoSlotId } from '@/shared/scheduling/demo-slots'
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

/** The instant a slot starts: its wall-clock hour on that date in the visitor's zone (docs/decisions/022). */
export function getSlotStart(date: string, slot: DemoSlotId, timeZone: string): Date {
  return zonedTimeToUtc(date, DEMO_TIME_SLOTS.find((each) => each.id === slot)!.hour, timeZone)
}

/** A slot that started, or starts within the notice period, is not offered (docs/decisions/087). */
export function isSlotOpen(date: string, slot: DemoSlotId, timeZone: string, now: Date): boolean {
  return getSlotStart(date, slot, timeZone).getTime() - now.getTime() >= DEMO_BOOKING_NOTICE_MINUTES * 60_000
}

/** Refuses a slot the list would not offer, whatever the client sends (docs/decisions/087). */
export function assertOpenSlot(date: string, slot: DemoSlotId, timeZone: string, now: Date): void {
  if (!isSlotOpen(date, slot, timeZone, now))
    throw badRequest(SCHEDULING_MESSAGES.tooSoon, [{ path: 'slot', message: SCHEDULING_MESSAGES.tooSoon }])
}

/** The seven slots of a day in the visitor's zone; booked ones, and those too soon, unavailable. */
export async function listSlots(db: Db, date: string, timeZone: string, now: Date): Promise<DemoSlot[]> {
  const booked = new Set(
    (
      await db
        .select({ slot: demoBookings.slot })
        .from(demoBookings)
        .where(and(eq(demoBookings.date, date), isNull(demoBookings.cancelled_at)))
    ).map((row) => row.slot),
  )
  return DEMO_TIME_SLOTS.map((slot) => ({
    id: slot.id,
    time: slot.time,
    available: !booked.has(slot.id) && isSlotOpen(date, slot.id, timeZone, now),
  }))
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
  const [row] = await db
    .insert(demoBookings)
    .values({
      date: booking.date,
      slot: booking.slot,
      time_zone: booking.timeZone,
      starts_at: getSlotStart(booking.date, booking.slot, booking.timeZone),
      lead_id: booking.leadId,
      contact_email: booking.contactEmail,
      contact_name: booking.contactName,
      company_name: booking.companyName,
      investment_percentage: booking.investmentPercentage,
    })
    .onConflictDoNothing({ target: [demoBookings.date, demoBookings.slot], where: isNull(demoBookings.cancelled_at) })
    .returning()
  return row
}
