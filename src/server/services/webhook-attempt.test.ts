import { describe, expect, it } from 'vitest'
import { getNextAttemptDelay, parseRetryAfter, WEBHOOK_RETRY_SCHEDULE_MS } from './webhook-attempt'

describe('webhook retry schedule', () => {
  it('is immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then nothing', () => {
    const hour = 3_600_000
    expect(WEBHOOK_RETRY_SCHEDULE_MS).toEqual([0, 5000, 300_000, 1_800_000, 2 * hour, 5 * hour, 10 * hour, 10 * hour])
    expect(getNextAttemptDelay(1)).toBe(5000)
    expect(getNextAttemptDelay(7)).toBe(10 * hour)
    expect(getNextAttemptDelay(8)).toBeNull()
  })

  it('honours a longer Retry-After, in seconds or as a date', () => {
    expect(getNextAttemptDelay(1, 60_000)).toBe(60_000)
    expect(getNextAttemptDelay(2, 60_000)).toBe(300_000)
    expect(parseRetryAfter('120')).toBe(120_000)
    expect(parseRetryAfter(new Date(Date.UTC(2030, 0, 1, 0, 1)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(60_000)
    expect(parseRetryAfter('soon')).toBeUndefined()
    expect(parseRetryAfter(null)).toBeUndefined()
    expect(parseRetryAfter('99999999')).toBe(24 * 3_600_000)
  })
})
