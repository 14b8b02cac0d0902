import { describe, expect, it } from 'vitest'
import { calculateImprovedMetrics, FIXED_INVESTMENT, getMonthlySavings } from './improved-metrics'

describe('getMonthlySavings (docs/product.md#improved-metrics: hours x 4.33 x 50 x 0.4)', () => {
  it('follows the formula and rounds to whole dollars', () => {
    expect(getMonthlySavings(10)).toBe(866)
    expect(getMonthlySavings(1)).toBe(87) // 86.6
    expect(getMonthlySavings(80)).toBe(6928)
    expect(getMonthlySavings(2.5)).toBe(217) // 216.5 rounds up
  })

  it('is 0 without usable hours, so the savings panel stays hidden', () => {
    for (const hours of [0, -5, Number.NaN, Number.POSITIVE_INFINITY, undefined, null]) expect(getMonthlySavings(hours)).toBe(0)
  })
})

describe('calculateImprovedMetrics', () => {
  it('computes every metric for 20 hours a week', () => {
    expect(calculateImprovedMetrics(20)).toEqual({
      monthlySavings: 1732,
      annualSavings: 20_784,
      hoursSavedPerMonth: 35, // 20 x 4.33 x 0.4 = 34.64
      investment: 15_000,
      roiPercent: 39, // (20784 - 15000) / 15000 = 38.56 %
      paybackMonths: 8.7, // 15000 / 1732 = 8.66
    })
  })

  it('shows a negative first-year ROI when savings stay below the fixed cost', () => {
    const metrics = calculateImprovedMetrics(10)
    expect(metrics.annualSavings).toBe(10_392)
    expect(metrics.roiPercent).toBe(-31)
    expect(metrics.paybackMonths).toBe(17.3)
  })

  it('pays back within two months at the 80-hour maximum', () => {
    const metrics = calculateImprovedMetrics(80)
    expect(metrics.annualSavings).toBe(83_136)
    expect(metrics.roiPercent).toBe(454)
    expect(metrics.paybackMonths).toBe(2.2)
  })

  it('has no payback and a -100 % ROI without hours', () => {
    expect(calculateImprovedMetrics(0)).toEqual({
      monthlySavings: 0,
      annualSavings: 0,
      hoursSavedPerMonth: 0,
      investment: FIXED_INVESTMENT,
      roiPercent: -100,
      paybackMonths: null,
    })
  })
})
