import type { AdminBooking } from '@/shared/schemas/admin-bookings'

/** The calls of one day in the staff member's zone, in the order given (soonest first). */
export type AgendaDay = { key: string; label: string; bookings: AdminBooking[] }

/** The staff member's own zone, as the browser knows it. */
export function getLocalTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** The calls grouped by their day in `timeZone` (the staff member's), days in order of their first call. */
export function groupByDay(bookings: AdminBooking[], timeZone: string, locale?: string): AgendaDay[] {
  const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
  const dayLabel = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
  const days = new Map<string, AgendaDay>()
  for (const booking of bookings) {
    const startsAt = new Date(booking.starts_at)
    const key = dayKey.format(startsAt)
    const day = days.get(key) ?? { key, label: dayLabel.format(startsAt), bookings: [] }
    day.bookings.push(booking)
    days.set(key, day)
  }
  return [...days.values()]
}

/** "14:00" or "2:00 PM" as `locale` writes a time of `startsAt` in `timeZone`. */
export function formatTimeIn(startsAt: string, timeZone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(startsAt))
}

/** A zone's short name on a day ("CET", "GMT+1"), for a time shown beside it. */
export function formatZoneName(timeZone: string, at: Date, locale?: string): string {
  return (
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(at).find((part) => part.type === 'timeZoneName')
      ?.value ?? timeZone
  )
}
