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
import { limitPerIp } from '@/server/platform/rate-limit/rate-limit-hooks'
import { bookDemoCall } from './book-demo-call'
import { assertBookableDate, assertOpenSlot, DEMO_LIMITS, listSlots } from './demo-bookings'
import { createDemoLead } from './demo-leads'

const errors = { 400: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema }

/** `now` is the clock of the slot rules; tests fix it (docs/decisions/087). */
type DemoRoutesOptions = { config: Config; now?: () => Date }

/** The demo's assessment, slots and bookings, kept on the server for the sales team (decision 022). */
export const demoRoutes: FastifyPluginAsyncZod<DemoRoutesOptions> = async (app, { config, now = () => new Date() }) => {
  const assessmentOptions = {
    config: { access: 'public' as const },
    onRequest: limitPerIp('demo-assessment', DEMO_LIMITS.assessmentsPerIp),
    schema: { body: demoAssessmentRequestSchema, response: { 201: demoAssessmentResponseSchema, ...errors } },
  }
  app.post('/assessments', assessmentOptions, async (request, reply) => {
    const { [HONEYPOT_FIELD]: honeypot, ref, ...answers } = request.body
    // A filled honeypot is a bot: answer as if stored, so it learns nothing, and store nothing.
    if (honeypot) return reply.status(201).send({ id: randomUUID() })
    return reply.status(201).send({ id: await createDemoLead(app.db, answers, ref) })
  })

  app.get(
    '/slots',
    { config: { access: 'public' }, schema: { querystring: demoSlotsQuerySchema, response: { 200: demoSlotsResponseSchema, ...errors } } },
    async (request) => {
      const { date, time_zone } = request.query
      const at = now()
      assertBookableDate(date, time_zone, at)
      return { date, slots: await listSlots(app.db, date, time_zone, at) }
    },
  )

  const bookingOptions = {
    config: { access: 'public' as const },
    onRequest: limitPerIp('demo-booking', DEMO_LIMITS.bookingsPerIp),
    schema: { body: demoBookingRequestSchema, response: { 201: demoBookingResponseSchema, ...errors } },
  }
  app.post('/bookings', bookingOptions, async (request, reply) => {
    const body = request.body
    const at = now()
    assertBookableDate(body.date, body.time_zone, at)
    assertOpenSlot(body.date, body.slot, body.time_zone, at)
    const brand = { productName: config.productName, supportEmail: config.supportEmail, publicUrl: config.publicUrl }
    const booking = await bookDemoCall(app.db, app.jobs, body, brand, app.personDataLinks)
    if (!booking) throw conflict(SCHEDULING_MESSAGES.taken, [{ path: 'slot', message: SCHEDULING_MESSAGES.taken }])
    const time = DEMO_TIME_SLOTS.find((slot) => slot.id === booking.slot)!.time
    return reply.status(201).send({ id: booking.id, date: booking.date, slot: body.slot, time, starts_at: booking.starts_at.toISOString() })
  })
}
