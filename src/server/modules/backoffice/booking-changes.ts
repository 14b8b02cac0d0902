import { and, asc, eq, gte, isNull, ne, sql } from 'drizzle-orm'
import { DEMO_TIME_SLOTS, type DemoSlotId } from '@/shared/scheduling/demo-slots'
import { SCHEDULING_MESSAGES } from '@/shared/schemas/demo-booking'
import { BOOKING_CHANGE_MESSAGES, type AdminBooking, type AdminBookingSlotsResponse } from '@/shared/schemas/admin-bookings'
import type { Db } from '@/server/platform/db/client'
import { badRequest, conflict, notFound } from '@/server/platform/http/http-errors'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { enqueueEmail } from '@/server/platform/mail/outbox'
import type { PersonDataLinks } from '@/server/platform/signing/person-data-links'
import { assertBookableDate, demoBookings, getSlotStart, isSlotOpen, leadActivity, leads, listSlots } from '@/server/modules/funnels'
import { createBookingChangeEmail, type Brand } from './booking-change-email'

type BookingRow = typeof demoBookings.$inferSelect

const timeOf = (slot: string) => DEMO_TIME_SLOTS.find((each) => each.id === slot)?.time ?? slot

function toAdminBooking(row: BookingRow, leadId: string | null): AdminBooking {
  return {
    id: row.id,
    lead_id: leadId,
    contact_name: row.contact_name,
    contact_email: row.contact_email,
    company_name: row.company_name,
    date: row.date,
    slot: row.slot as DemoSlotId,
    time: timeOf(row.slot),
    time_zone: row.time_zone,
    starts_at: row.starts_at.toISOString(),
    sequence: row.sequence,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
  }
}

// The agenda is what is coming; a generous cap keeps one answer bounded whatever the calendar holds.
const AGENDA_LIMIT = 500

/** Demo calls not cancelled that start from `now` on, soonest first, with their lead when it still exists. */
export async function listUpcomingBookings(db: Db, now: Date): Promise<AdminBooking[]> {
  const rows = await db
    .select({ booking: demoBookings, leadId: leads.id })
    .from(demoBookings)
    .leftJoin(leads, eq(leads.id, demoBookings.lead_id))
    .where(and(gte(demoBookings.starts_at, now), isNull(demoBookings.cancelled_at)))
    .orderBy(asc(demoBookings.starts_at), asc(demoBookings.id))
    .limit(AGENDA_LIMIT)
  return rows.map((row) => toAdminBooking(row.booking, row.leadId))
}

async function findBooking(db: Db, id: string, lock = false): Promise<{ booking: BookingRow; leadId: string | null }> {
  const query = db
    .select({ booking: demoBookings, leadId: leads.id })
    .from(demoBookings)
    .leftJoin(leads, eq(leads.id, demoBookings.lead_id))
    .where(eq(demoBookings.id, id))
  const [row] = lock ? await query.for('update', { of: demoBookings }) : await query
  if (!row) throw notFound('Booking not found')
  return row
}

/** The seven slots of `date` in the booking's own zone; its own slot is marked current (and not offered again). */
export async function listBookingSlots(db: Db, id: string, date: string, now: Date): Promise<AdminBookingSlotsResponse> {
  const { booking } = await findBooking(db, id)
  assertBookableDate(date, booking.time_zone, now)
  const slots = await listSlots(db, date, booking.time_zone, now)
  const isCurrent = (slot: string) => booking.cancelled_at === null && booking.date === date && booking.slot === slot
  return {
    date,
    time_zone: booking.time_zone,
    slots: slots.map((slot) => ({ ...slot, available: slot.available && !isCurrent(slot.id), current: isCurrent(slot.id) })),
  }
}

/** A change staff make: who, the clock, and what the e-mail needs. */
export type ChangeContext = { actorId: string; now: Date; jobs: JobQueue; brand: Brand; links: PersonDataLinks }

function assertChangeable(booking: BookingRow, now: Date): void {
  if (booking.cancelled_at) throw conflict(BOOKING_CHANGE_MESSAGES.cancelled)
  if (booking.starts_at.getTime() < now.getTime()) throw conflict(BOOKING_CHANGE_MESSAGES.past)
}

/** Queues the visitor's e-mail in the transaction, on the lead's timeline when the lead exists. */
async function queueChangeEmail(
  tx: Db,
  context: ChangeContext,
  leadId: string | null,
  email: ReturnType<typeof createBookingChangeEmail>,
  key: string,
) {
  await enqueueEmail(context.jobs, tx, email, { key, leadId: leadId ?? undefined })
}

function isSlotTaken(error: unknown): boolean {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505') return true
  }
  return false
}

const takenError = () => conflict(BOOKING_CHANGE_MESSAGES.taken, [{ path: 'slot', message: BOOKING_CHANGE_MESSAGES.taken }])

/**
 * Moves a call to another open, free slot in one transaction: the booking, its raised sequence, the lead's
 * 'booking_moved' entry and the visitor's updated invitation. The unique index over bookings not cancelled decides a
 * race for the slot; the loser gets 409 and nothing changes.
 */
export async function moveBooking(
  db: Db,
  id: string,
  target: { date: string; slot: DemoSlotId },
  context: ChangeContext,
): Promise<AdminBooking> {
  try {
    return await db.transaction(async (tx) => {
      const { booking, leadId } = await findBooking(tx, id, true)
      assertChangeable(booking, context.now)
      if (booking.date === target.date && booking.slot === target.slot)
        throw badRequest(BOOKING_CHANGE_MESSAGES.sameSlot, [{ path: 'slot', message: BOOKING_CHANGE_MESSAGES.sameSlot }])
      assertBookableDate(target.date, booking.time_zone, context.now)
      if (!isSlotOpen(target.date, target.slot, booking.time_zone, context.now))
        throw badRequest(SCHEDULING_MESSAGES.tooSoon, [{ path: 'slot', message: SCHEDULING_MESSAGES.tooSoon }])
      const [holder] = await tx
        .select({ id: demoBookings.id })
        .from(demoBookings)
        .where(
          and(
            eq(demoBookings.date, target.date),
            eq(demoBookings.slot, target.slot),
            isNull(demoBookings.cancelled_at),
            ne(demoBookings.id, id),
          ),
        )
      if (holder) throw takenError()
      const [moved] = await tx
        .update(demoBookings)
        .set({
          date: target.date,
          slot: target.slot,
          starts_at: getSlotStart(target.date, target.slot, booking.time_zone),
          sequence: sql`${demoBookings.sequence} + 1`,
        })
        .where(eq(demoBookings.id, id))
        .returning()
      const from = { date: booking.date, slot: booking.slot, starts_at: booking.starts_at.toISOString() }
      const to = { date: moved!.date, slot: moved!.slot, starts_at: moved!.starts_at.toISOString() }
      if (leadId)
        await tx
          .insert(leadActivity)
          .values({ lead_id: leadId, kind: 'booking_moved', actor_id: context.actorId, detail: { booking_id: id, from, to } })
      const email = createBookingChangeEmail({
        kind: 'moved',
        bookingId: id,
        sequence: moved!.sequence,
        startsAt: moved!.starts_at,
        previousStartsAt: booking.starts_at,
        timeZone: moved!.time_zone,
        contactEmail: moved!.contact_email,
        contactName: moved!.contact_name,
        brand: context.brand,
        footerLink: context.links.footerFor(moved!.contact_email),
      })
      await queueChangeEmail(tx, context, leadId, email, `demo-booking:${id}:${moved!.sequence}`)
      return toAdminBooking(moved!, leadId)
    })
  } catch (error) {
    if (isSlotTaken(error)) throw takenError()
    throw error
  }
}

/**
 * Cancels a call in one transaction: `cancelled_at` frees its slot (the unique index covers only bookings not
 * cancelled), the raised sequence and METHOD:CANCEL remove the event from the visitor's calendar, and the lead's
 * timeline gets 'booking_cancelled' with the reason. The lead's status stays as it is: staff decide it.
 */
export async function cancelBooking(db: Db, id: string, reason: string, context: ChangeContext): Promise<AdminBooking> {
  return db.transaction(async (tx) => {
    const { booking, leadId } = await findBooking(tx, id, true)
    assertChangeable(booking, context.now)
    const [cancelled] = await tx
      .update(demoBookings)
      .set({ cancelled_at: context.now, sequence: sql`${demoBookings.sequence} + 1` })
      .where(eq(demoBookings.id, id))
      .returning()
    if (leadId)
      await tx.insert(leadActivity).values({
        lead_id: leadId,
        kind: 'booking_cancelled',
        actor_id: context.actorId,
        detail: { booking_id: id, date: booking.date, slot: booking.slot, starts_at: booking.starts_at.toISOString(), reason },
      })
    const email = createBookingChangeEmail({
      kind: 'cancelled',
      bookingId: id,
      sequence: cancelled!.sequence,
      startsAt: cancelled!.starts_at,
      timeZone: cancelled!.time_zone,
      contactEmail: cancelled!.contact_email,
      contactName: cancelled!.contact_name,
      brand: context.brand,
      footerLink: context.links.footerFor(cancelled!.contact_email),
    })
    await queueChangeEmail(tx, context, leadId, email, `demo-booking:${id}:${cancelled!.sequence}`)
    return toAdminBooking(cancelled!, leadId)
  })
}
