import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminBookingSlotsResponse } from '@/shared/schemas/admin-bookings'
import { apiRequest } from '@/client/lib/api-client'
import { adminBookingKeys } from './query-keys'

export function getBookingSlots(bookingId: string, date: string) {
  return apiRequest<AdminBookingSlotsResponse>(
    'GET',
    `/api/admin/bookings/${encodeURIComponent(bookingId)}/slots?${new URLSearchParams({ date })}`,
  )
}

export function bookingSlotsQueryOptions(bookingId: string, date: string) {
  return queryOptions({ queryKey: adminBookingKeys.slots(bookingId, date), queryFn: () => getBookingSlots(bookingId, date), staleTime: 0 })
}

/** The seven slots of `date` in the call's own zone, the call's own marked current; nothing until a date is chosen. */
export function useBookingSlots(bookingId: string, date: string | undefined) {
  return useQuery({ ...bookingSlotsQueryOptions(bookingId, date ?? ''), enabled: Boolean(date) })
}
