import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { demoAssessmentRequestSchema, demoAssessmentResponseSchema, HONEYPOT_FIELD } from '@/shared/schemas/demo-assessment'
import {
  demoBookingRequestSchema,
  demoBookingResponseSchema,
  demoSlotsQuerySchema,
  demoSlotsResponseSchema,
  SCHEDULING_MESSAGES,
} from '@/shared/schemas/demo-booking'
import { DEMO_TIME_SLOTS } from '@/shared/scheduling/demo-slots'
import { errorBodySchema } from '@/shared/schemas/errors'
import type { Config } from '@/server/config'
import { conflict } from '@/server/platform/http/http-errors'
import { enqueueEmail } from '@/server/platform/mail/outbox'
import { limitPerIp } from '@/server/platform/rate-limit/rate-limit-hooks'
import { createBookingEmail } from './demo-booking-email'
import { assertBookableDate, DEMO_LIMITS, insertBooking, listSlots } from './demo-bookings'
import { createDemoLead, findDemoLeadId } from './demo-leads'

const errors = { 400: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema }

/** The demo's assessment, slots and bookings, kept on the server for the sales team (decision 022). */
export const demoRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const assessmentOptions = {
    onRequest: limitPerIp('demo-assessment', DEMO_LIMITS.assessmentsPerIp),
    schema: { body: demoAssessmentRequestSchema, response: { 201: demoAssessmentResponseSchema, ...errors } },
  }
  app.post('/assessments', assessmentOptions, async (request, reply) => {
    const { [HONEYPOT_FIELD]: honeypot, ...answers } = request.body
    // A filled honeypot is a bot: answer as if stored, so it learns nothing, and store nothing.
    if (honeypot) return reply.status(201).send({ id: randomUUID() })
    return reply.status(201).send({ id: await createDemoLead(app.db, answers) })
  })

  app.get('/slots', { schema: { querystring: demoSlotsQuerySchema, response: { 200: demoSlotsResponseSchema, ...errors } } }, async (request) => {
    const { date, time_zone } = request.query
    assertBookableDate(date, time_zone)
    return { date, slots: await listSlots(app.db, date) }
  })

  const bookingOptions = {
    onRequest: limitPerIp('demo-booking', DEMO_LIMITS.bookingsPerIp),
    schema: { body: demoBookingRequestSchema, response: { 201: demoBookingResponseSchema, ...errors } },
  }
  app.post('/bookings', bookingOptions, async (request, reply) => {
    const body = request.body
    assertBookableDate(body.date, body.time_zone)
    const booking = await app.db.transaction(async (tx) => {
      const taken = await insertBooking(tx, {
        date: body.date,
        slot: body.slot,
        timeZone: body.time_zone,
        leadId: await findDemoLeadId(tx, body.assessment_id),
        contactEmail: body.contact_email,
        contactName: body.contact_name,
        companyName: body.company_name,
        investmentPercentage: body.investment_percentage,
      })
      // The promised e-mail (docs/product.md#scheduling-confirmation) exists iff the booking commits.
      if (taken) {
        const email = createBookingEmail({
          bookingId: taken.id,
          startsAt: taken.starts_at,
          timeZone: taken.time_zone,
          contactEmail: taken.contact_email,
          contactName: taken.contact_name,
          companyName: taken.company_name,
          hoursWeekly: body.hours_weekly,
          hourlyCost: body.hourly_cost,
          investmentPercentage: taken.investment_percentage,
          productName: config.productName,
          supportEmail: config.supportEmail,
          publicUrl: config.publicUrl,
        })
        await enqueueEmail(app.jobs, tx, email, { key: `demo-booking:${taken.id}` })
      }
      return taken
    })
    if (!booking) throw conflict(SCHEDULING_MESSAGES.taken, [{ path: 'slot', message: SCHEDULING_MESSAGES.taken }])
    const time = DEMO_TIME_SLOTS.find((slot) => slot.id === booking.slot)!.time
    return reply.status(201).send({ id: booking.id, date: booking.date, slot: body.slot, time, starts_at: booking.starts_at.toISOString() })
  })
}
