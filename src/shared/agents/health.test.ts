import { describe, expect, it } from 'vitest'
import { HEALTH_WINDOW, healthOf, healthWithApprovals } from './health'

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

describe('healthWithApprovals', () => {
  it('is the health as it is with nothing waiting', () => {
    expect(healthWithApprovals(100, 0)).toBe(100)
    expect(healthWithApprovals(67, 0)).toBe(67)
  })

  it('costs 5 points per waiting draft, at most 50', () => {
    expect(healthWithApprovals(100, 1)).toBe(95)
    expect(healthWithApprovals(100, 3)).toBe(85)
    expect(healthWithApprovals(100, 10)).toBe(50)
    expect(healthWithApprovals(100, 40)).toBe(50)
  })

  it('never goes below 0, nor counts a negative number of drafts', () => {
    expect(healthWithApprovals(20, 10)).toBe(0)
    expect(healthWithApprovals(80, -2)).toBe(80)
  })
})
