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

type BookingRequest = z.output<typeof demoBookingRequestSchema>
type Brand = Pick<Config, 'productName' | 'supportEmail' | 'publicUrl'>

/**
 * Books the slot and queues the confirmation e-mail in one transaction, so the promised e-mail
 * (docs/product.md#scheduling-confirmation) exists iff the booking commits. Undefined when the slot was taken.
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
    await enqueueEmail(jobs, tx, email, { key: `demo-booking:${taken.id}` })
    return taken
  })
}
