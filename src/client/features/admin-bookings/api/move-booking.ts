import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminBooking, MoveBookingInput } from '@/shared/schemas/admin-bookings'
import { apiRequest } from '@/client/lib/api-client'
import { adminBookingKeys } from './query-keys'

export function moveBooking(bookingId: string, input: MoveBookingInput) {
  return apiRequest<AdminBooking>('POST', `/api/admin/bookings/${encodeURIComponent(bookingId)}/move`, input)
}

/** Moves a call; the agenda and the slots refresh whatever the answer (a 409 means someone took the slot meanwhile). */
export function useMoveBooking(bookingId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MoveBookingInput) => moveBooking(bookingId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
  })
}
