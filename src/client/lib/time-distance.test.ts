import { formatDistance } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { timeDistance } from './time-distance'

const now = new Date('2026-03-15T10:20:30Z')
const MINUTE = 60_000

describe('timeDistance', () => {
  it('reads as date-fns’s formatDistance with its suffix did, at every step', () => {
    expect(timeDistance(now, now)).toBe('less than a minute ago')
    expect(timeDistance(now.getTime() - 5 * MINUTE, now)).toBe('5 minutes ago')
    expect(timeDistance(now.getTime() + 70 * MINUTE, now)).toBe('in about 1 hour')
    expect(timeDistance(now.getTime() - 3 * 1440 * MINUTE, now)).toBe('3 days ago')
    expect(timeDistance(now.getTime() - 400 * 1440 * MINUTE, now)).toBe('about 1 year ago')
  })

  it('agrees with date-fns from seconds to years, both ways', () => {
    // Offsets spread from 10 seconds to 3 years, so every step and its edges are crossed.
    for (let step = 0; step < 600; step++) {
      const offset = Math.round(10_000 * Math.pow(1.03, step))
      if (offset > 3 * 366 * 1440 * MINUTE) break
      for (const date of [now.getTime() - offset, now.getTime() + offset]) {
        expect(timeDistance(date, now), `${offset} ms`).toBe(formatDistance(date, now, { addSuffix: true }))
      }
    }
  })
})
