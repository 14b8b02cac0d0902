import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminBookingsResponse } from '@/shared/schemas/admin-bookings'
import { apiRequest } from '@/client/lib/api-client'
import { adminBookingKeys } from './query-keys'

export function getBookings() {
  return apiRequest<AdminBookingsResponse>('GET', '/api/admin/bookings')
}

export function bookingsQueryOptions() {
  return queryOptions({ queryKey: adminBookingKeys.list(), queryFn: getBookings })
}

/** The demo calls still to come, soonest first (docs/product.md#back-office). */
export function useBookings() {
  return useQuery(bookingsQueryOptions())
}
