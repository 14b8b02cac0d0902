import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DemoBooking, DemoBookingRequest } from '@/shared/schemas/demo-booking'
import { apiRequest } from '@/client/lib/api-client'
import { demoKeys } from './query-keys'

export function createBooking(payload: DemoBookingRequest) {
  return apiRequest<DemoBooking>('POST', '/api/demo/bookings', payload)
}

/** Books a slot; win or lose (409), the day's slots are fetched again so the page offers what is left. */
export function useCreateBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createBooking,
    onSettled: (_data, _error, payload) => queryClient.invalidateQueries({ queryKey: demoKeys.slots(payload.date, payload.time_zone) }),
  })
}
