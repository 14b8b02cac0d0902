import type { z } from 'zod'
import type { demoBookingRequestSchema } from '@/shared/schemas/demo-booking'
import type { Config } from '@/server/config'
import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { enqueueEmail } from '@/server/platform/mail/outbox'
import type { PersonDataLinks } from '@/server/platform/signing/person-data-links'
import { createBookingEmail } from './demo-booking-email'
import { insertBooking, type Booking } from './demo-bookings'
import { findDemoLeadId } from './demo-leads'
import { markCallBooked, recordLeadActivity } from '../leads/lead-records'

type BookingRequest = z.output<typeof demoBookingRequestSchema>
type Brand = Pick<Config, 'productName' | 'supportEmail' | 'publicUrl'>

/**
 * Books the slot and queues the confirmation e-mail in one transaction, so the promised e-mail
 * (docs/product.md#scheduling-confirmation) exists iff the booking commits, and with it the lead's move to Call booked
 * and its timeline entry (docs/product.md#back-office). Undefined when the slot was taken.
 */
export async function bookDemoCall(
  db: Db,
  jobs: JobQueue,
  request: BookingRequest,
  brand: Brand,
  links: PersonDataLinks,
): Promise<Booking | undefined> {
  return db.transaction(async (tx) => {
    const taken = await insertBooking(tx, {
      date: request.date,
      slot: request.slot,
      timeZone: request.time_zone,
      leadId: await findDemoLeadId(tx, request.assessment_id),
      contactEmail: request.contact_email,
      contactName: request.contact_name,
      companyName: request.company_name,
      investmentPercentage: request.investment_percentage,
    })
    if (!taken) return undefined
    // The lead's timeline and status follow the booking (docs/product.md#back-office).
    if (taken.lead_id) {
      await markCallBooked(tx, taken.lead_id)
      const { id: booking_id, date, slot, time_zone } = taken
      const starts_at = taken.starts_at.toISOString()
      await recordLeadActivity(tx, taken.lead_id, 'booking_created', { booking_id, date, slot, time_zone, starts_at })
    }
    const email = createBookingEmail({
      bookingId: taken.id,
      startsAt: taken.starts_at,
      timeZone: taken.time_zone,
      contactEmail: taken.contact_email,
      contactName: taken.contact_name,
      companyName: taken.company_name,
      hoursWeekly: request.hours_weekly,
      hourlyCost: request.hourly_cost,
      investmentPercentage: taken.investment_percentage,
      ...brand,
      footerLink: links.footerFor(taken.contact_email),
    })
    await enqueueEmail(jobs, tx, email, { key: `demo-booking:${taken.id}`, leadId: taken.lead_id ?? undefined })
    return taken
  })
}
