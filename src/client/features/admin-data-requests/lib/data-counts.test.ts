import { describe, expect, it } from 'vitest'
import { describeDataCounts } from './data-counts'

describe('describeDataCounts', () => {
  it('names each kind found, singular or plural, and skips the kinds with none', () => {
    expect(
      describeDataCounts([
        { kind: 'quiz_submissions', count: 3 },
        { kind: 'demo_bookings', count: 1 },
        { kind: 'agent_runs', count: 0 },
      ]),
    ).toBe('3 quiz submissions, 1 demo booking')
  })

  it('says Nothing when nothing was held', () => {
    expect(describeDataCounts([{ kind: 'emails_kept', count: 0 }])).toBe('Nothing')
    expect(describeDataCounts([])).toBe('Nothing')
  })
})
