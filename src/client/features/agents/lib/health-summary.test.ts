import { describe, expect, it } from 'vitest'
import { summarizeHealth } from './health-summary'

describe('summarizeHealth', () => {
  it('says health starts at 100% before any run finished', () => {
    expect(summarizeHealth([])).toBe('No finished runs yet: health starts at 100%.')
  })

  it('gives latest, lowest and highest, oldest point first', () => {
    const points = [
      { at: '2026-01-01T10:00:00Z', health: 100 },
      { at: '2026-01-01T11:00:00Z', health: 50 },
      { at: '2026-01-01T12:00:00Z', health: 67 },
    ]
    expect(summarizeHealth(points)).toBe('Latest 67%, lowest 50%, highest 100% over its last 3 runs.')
  })

  it('speaks of one run in the singular', () => {
    expect(summarizeHealth([{ at: '2026-01-01T10:00:00Z', health: 100 }])).toBe('Latest 100%, lowest 100%, highest 100% over its last run.')
  })
})
