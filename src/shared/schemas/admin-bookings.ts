import { z } from 'zod'
import { DEMO_SLOT_IDS } from '../scheduling/demo-slots'
import { demoDateSchema, SCHEDULING_MESSAGES } from './demo-booking'
import { storableText } from './text'

// The back office's agenda of demo calls (docs/product.md#back-office): staff move and cancel them.

export const BOOKING_CHANGE_MESSAGES = {
  sameSlot: 'The call is already at that time. Choose another.',
  taken: 'That time was just booked. Choose another.',
  cancelled: 'This call was already cancelled.',
  past: 'This call has already taken place.',
} as const

/** One demo call of the agenda, with what staff need to recognise and reach the visitor. */
export const adminBookingSchema = z.object({
  id: z.string(),
  lead_id: z.string().nullable(),
  contact_name: z.string(),
  contact_email: z.string(),
  company_name: z.string(),
  date: z.string(),
  slot: z.enum(DEMO_SLOT_IDS),
  /** The slot's label in the visitor's own zone, such as "10:00 AM". */
  time: z.string(),
  time_zone: z.string(),
  starts_at: z.string(),
  sequence: z.number().int(),
  cancelled_at: z.string().nullable(),
})
export type AdminBooking = z.infer<typeof adminBookingSchema>

export const adminBookingsResponseSchema = z.object({ bookings: z.array(adminBookingSchema) })
export type AdminBookingsResponse = z.infer<typeof adminBookingsResponseSchema>

export const adminBookingParamsSchema = z.object({ id: z.uuid('Unknown booking') })

export const adminBookingSlotsQuerySchema = z.strictObject({ date: demoDateSchema })

/** A slot of the chosen date in the booking's zone; `current` marks the call's own slot. */
export const adminBookingSlotSchema = z.object({
  id: z.enum(DEMO_SLOT_IDS),
  time: z.string(),
  available: z.boolean(),
  current: z.boolean(),
})
export type AdminBookingSlot = z.infer<typeof adminBookingSlotSchema>

export const adminBookingSlotsResponseSchema = z.object({
  date: z.string(),
  time_zone: z.string(),
  slots: z.array(adminBookingSlotSchema),
})
export type AdminBookingSlotsResponse = z.infer<typeof adminBookingSlotsResponseSchema>

/** POST /api/admin/bookings/:id/move: the new date and slot, in the booking's own zone. */
export const moveBookingSchema = z.strictObject({
  date: demoDateSchema,
  slot: z.enum(DEMO_SLOT_IDS, { error: SCHEDULING_MESSAGES.slot }),
})
export type MoveBookingInput = z.infer<typeof moveBookingSchema>

export const CANCEL_REASON_MAX = 500

/** POST /api/admin/bookings/:id/cancel: an optional reason, kept on the lead's timeline. */
export const cancelBookingSchema = z.strictObject({
  reason: storableText().trim().max(CANCEL_REASON_MAX, `Keep the reason under ${CANCEL_REASON_MAX} characters`).optional().default(''),
})
export type CancelBookingInput = z.input<typeof cancelBookingSchema>
