import { describe, expect, it } from 'vitest'
import { HEALTH_WINDOW, healthOf } from './health'

describe('healthOf', () => {
  it('is 100 with no finished runs', () => {
    expect(healthOf([])).toBe(100)
  })

  it('is the share of successful runs, rounded to whole percent', () => {
    expect(healthOf(['succeeded', 'failed', 'succeeded'])).toBe(67)
    expect(healthOf(['failed', 'succeeded'])).toBe(50)
    expect(healthOf(['failed'])).toBe(0)
  })

  it('counts only the latest 50 runs', () => {
    const latest = Array.from({ length: HEALTH_WINDOW }, () => 'succeeded' as const)
    expect(healthOf([...latest, 'failed', 'failed'])).toBe(100)
    expect(healthOf(['failed', ...latest])).toBe(98)
  })
})
