import { describe, expect, it } from 'vitest'
import type { AdminBooking } from '@/shared/schemas/admin-bookings'
import { formatTimeIn, groupByDay } from './agenda'

const booking = (id: string, startsAt: string): AdminBooking => ({
  id,
  lead_id: null,
  contact_name: 'Ada',
  contact_email: 'ada@example.com',
  company_name: 'Analytical Engines',
  date: startsAt.slice(0, 10),
  slot: '09:00',
  time: '9:00 AM',
  time_zone: 'America/New_York',
  starts_at: startsAt,
  sequence: 0,
  cancelled_at: null,
})

describe('groupByDay', () => {
  it('groups calls by their day in the staff member’s zone, not the visitor’s', () => {
    // 23:30 UTC on the 15th is the 16th in Berlin and still the 15th in New York.
    const calls = [
      booking('a', '2030-01-15T14:00:00.000Z'),
      booking('b', '2030-01-15T23:30:00.000Z'),
      booking('c', '2030-01-16T09:00:00.000Z'),
    ]
    const berlin = groupByDay(calls, 'Europe/Berlin', 'en-GB')
    expect(berlin.map((day) => [day.key, day.bookings.map((call) => call.id)])).toEqual([
      ['2030-01-15', ['a']],
      ['2030-01-16', ['b', 'c']],
    ])
    expect(berlin[0]!.label).toMatch(/^Tuesday,? 15 January 2030$/)
    const newYork = groupByDay(calls, 'America/New_York', 'en-GB')
    expect(newYork.map((day) => day.bookings.map((call) => call.id))).toEqual([['a', 'b'], ['c']])
  })

  it('is empty without calls', () => {
    expect(groupByDay([], 'UTC')).toEqual([])
  })
})

describe('formatTimeIn', () => {
  it('writes the time in the given zone', () => {
    expect(formatTimeIn('2030-01-15T14:00:00.000Z', 'Europe/Berlin', 'en-GB')).toBe('15:00')
    expect(formatTimeIn('2030-01-15T14:00:00.000Z', 'America/New_York', 'en-US')).toBe('9:00 AM')
  })
})
