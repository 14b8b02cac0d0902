import { describe, expect, it } from 'vitest'
import { getNextAttemptDelay, parseRetryAfter, recordAttempt, WEBHOOK_RETRY_SCHEDULE_MS } from './webhook-attempt'

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

describe('recordAttempt', () => {
  const now = Date.parse('2026-11-23T10:00:00Z')

  it('finishes a delivered attempt with no next one', () => {
    expect(recordAttempt({ kind: 'delivered', statusCode: 204 }, 0, WEBHOOK_RETRY_SCHEDULE_MS, now)).toEqual({
      delay: null,
      update: { status: 'delivered', attempts: 1, last_status_code: 204, last_error: null, next_attempt_at: null, finished: true },
    })
  })

  it('schedules a failed attempt by the schedule, or by a longer Retry-After', () => {
    const scheduled = recordAttempt({ kind: 'retry', statusCode: 500, error: 'HTTP 500' }, 0, WEBHOOK_RETRY_SCHEDULE_MS, now)
    expect(scheduled.delay).toBe(5_000)
    expect(scheduled.update).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status_code: 500,
      last_error: 'HTTP 500',
      finished: false,
    })
    expect(scheduled.update.next_attempt_at).toEqual(new Date(now + 5_000))
    expect(
      recordAttempt({ kind: 'retry', statusCode: 429, error: 'HTTP 429', retryAfterMs: 60_000 }, 0, WEBHOOK_RETRY_SCHEDULE_MS, now).delay,
    ).toBe(60_000)
  })

  it('gives up after the last scheduled attempt, and at once on 410', () => {
    const last = WEBHOOK_RETRY_SCHEDULE_MS.length - 1
    expect(recordAttempt({ kind: 'retry', error: 'timed out after 15000 ms' }, last, WEBHOOK_RETRY_SCHEDULE_MS, now).update).toMatchObject({
      status: 'failed',
      finished: true,
      next_attempt_at: null,
    })
    expect(recordAttempt({ kind: 'gone', statusCode: 410 }, 0, WEBHOOK_RETRY_SCHEDULE_MS, now).update).toMatchObject({
      status: 'failed',
      last_error: 'HTTP 410: the receiver asked to stop',
      finished: true,
    })
  })
})
