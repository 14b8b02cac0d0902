import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import {
  adminBookingParamsSchema,
  adminBookingSchema,
  adminBookingSlotsQuerySchema,
  adminBookingSlotsResponseSchema,
  adminBookingsResponseSchema,
  cancelBookingSchema,
  moveBookingSchema,
} from '@/shared/schemas/admin-bookings'
import { errorBodySchema } from '@/shared/schemas/errors'
import { getUser } from '@/server/platform/session/session-plugin'
import type { BackOfficeOptions } from './backoffice-options'
import { cancelBooking, listBookingSlots, listUpcomingBookings, moveBooking, type ChangeContext } from './booking-changes'

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema }
const staff = { access: 'staff' as const }

/**
 * The back office's API for the agenda of demo calls, moving and cancelling them (docs/product.md#back-office); every
 * route has access 'staff'.
 */
export const bookingsAdminRoutes: FastifyPluginAsyncZod<BackOfficeOptions> = async (app, { config }) => {
  const changeContext = (request: FastifyRequest): ChangeContext => ({
    actorId: getUser(request).id,
    now: new Date(),
    jobs: app.jobs,
    brand: { productName: config.productName, supportEmail: config.supportEmail, publicUrl: config.publicUrl },
    links: app.personDataLinks,
  })

  app.get('/', { config: staff, schema: { response: { 200: adminBookingsResponseSchema, ...errors } } }, async () => ({
    bookings: await listUpcomingBookings(app.db, new Date()),
  }))

  app.get(
    '/:id/slots',
    {
      config: staff,
      schema: {
        params: adminBookingParamsSchema,
        querystring: adminBookingSlotsQuerySchema,
        response: { 200: adminBookingSlotsResponseSchema, ...errors },
      },
    },
    async (request) => listBookingSlots(app.db, request.params.id, request.query.date, new Date()),
  )

  app.post(
    '/:id/move',
    {
      config: staff,
      schema: { params: adminBookingParamsSchema, body: moveBookingSchema, response: { 200: adminBookingSchema, ...errors } },
    },
    async (request) => moveBooking(app.db, request.params.id, request.body, changeContext(request)),
  )

  app.post(
    '/:id/cancel',
    {
      config: staff,
      schema: { params: adminBookingParamsSchema, body: cancelBookingSchema, response: { 200: adminBookingSchema, ...errors } },
    },
    async (request) => cancelBooking(app.db, request.params.id, request.body.reason, changeContext(request)),
  )
}
