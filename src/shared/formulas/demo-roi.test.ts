import { describe, expect, it } from 'vitest'
import { calculateDemoRoi, calculateDemoRoiFromSavings } from './demo-roi'

describe('calculateDemoRoi (docs/product.md#demo-roi)', () => {
  it('computes the defaults: 10 h a week at $35', () => {
    const roi = calculateDemoRoi(10, 35)
    expect(roi.monthlyHours).toBeCloseTo(43.333, 3)
    expect(roi.monthlyLaborCost).toBeCloseTo(1516.67, 2)
    expect(roi.monthlySavings).toBe(607) // 40% of 1516.67, rounded
    expect(roi.automationCost).toBe(243) // 40% of 607 = 242.8, rounded
    expect(roi.yearlySavings).toBe(7284)
    expect(roi.annualRoi).toBe(150) // (7284 - 2916) / 2916 = 149.8%
    expect(roi.paybackMonths).toBe(0.4)
    expect(roi.hoursSavedWeekly).toBe(4)
  })

  it('falls back to $35 when the hourly cost is absent', () => {
    expect(calculateDemoRoi(10, undefined)).toEqual(calculateDemoRoi(10, 35))
  })

  it('gives all zeros for zero hours or zero cost', () => {
    for (const roi of [calculateDemoRoi(0, 35), calculateDemoRoi(20, 0), calculateDemoRoi(0, undefined)]) {
      expect(Object.values(roi).every((value) => value === 0)).toBe(true)
    }
  })

  it('handles the slider ends', () => {
    const low = calculateDemoRoi(1, 15)
    expect(low.monthlySavings).toBe(26) // 4.333 h × 15 × 0.4 = 26
    expect(low.automationCost).toBe(10)
    expect(low.hoursSavedWeekly).toBe(0)
    const high = calculateDemoRoi(40, 200)
    expect(high.monthlySavings).toBe(13867) // 173.33 h × 200 × 0.4
    expect(high.automationCost).toBe(5547)
    expect(high.hoursSavedWeekly).toBe(16)
    expect(high.paybackMonths).toBe(0.4)
  })
})

describe('calculateDemoRoiFromSavings (docs/decisions/089)', () => {
  it('gives the same figures as calculateDemoRoi for the same monthly savings', () => {
    const { monthlySavings, automationCost, yearlySavings, annualRoi, paybackMonths } = calculateDemoRoi(10, 35)
    expect(calculateDemoRoiFromSavings(monthlySavings)).toEqual({ monthlySavings, automationCost, yearlySavings, annualRoi, paybackMonths })
  })

  it('works on the impact page savings: 10 h at 35 gives 606', () => {
    expect(calculateDemoRoiFromSavings(606)).toEqual({
      monthlySavings: 606,
      automationCost: 242,
      yearlySavings: 7272,
      annualRoi: 150,
      paybackMonths: 0.4,
    })
    expect(calculateDemoRoiFromSavings(0)).toEqual({
      monthlySavings: 0,
      automationCost: 0,
      yearlySavings: 0,
      annualRoi: 0,
      paybackMonths: 0,
    })
  })
})
