import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminBooking, CancelBookingInput } from '@/shared/schemas/admin-bookings'
import { apiRequest } from '@/client/lib/api-client'
import { adminBookingKeys } from './query-keys'

export function cancelBooking(bookingId: string, input: CancelBookingInput) {
  return apiRequest<AdminBooking>('POST', `/api/admin/bookings/${encodeURIComponent(bookingId)}/cancel`, input)
}

/** Cancels a call; the agenda refreshes whatever the answer. */
export function useCancelBooking(bookingId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CancelBookingInput) => cancelBooking(bookingId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
  })
}
