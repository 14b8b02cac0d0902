// Every agenda query sits under `all`: moving or cancelling a call refreshes the agenda and every list of slots.
export const adminBookingKeys = {
  all: ['admin-bookings'] as const,
  list: () => [...adminBookingKeys.all, 'list'] as const,
  slots: (bookingId: string, date: string) => [...adminBookingKeys.all, 'slots', bookingId, date] as const,
}
