import { describe, expect, it } from 'vitest'
import { calculateImpact } from './impact'

describe('calculateImpact (docs/product.md#impact-savings, 4.33 weeks a month)', () => {
  it('computes the defaults: 10 h at $35', () => {
    expect(calculateImpact(10, 35)).toEqual({ monthlyCost: 1516, hoursRecoveredMonthly: 17, monthlySavings: 606, annualSavings: 7272 })
  })
  it('is zero for zero hours', () => {
    expect(calculateImpact(0, 35)).toEqual({ monthlyCost: 0, hoursRecoveredMonthly: 0, monthlySavings: 0, annualSavings: 0 })
  })
  it('is zero cost but recovers hours for a zero rate', () => {
    expect(calculateImpact(10, 0)).toEqual({ monthlyCost: 0, hoursRecoveredMonthly: 17, monthlySavings: 0, annualSavings: 0 })
  })
  it('handles the slider ends', () => {
    expect(calculateImpact(40, 200)).toEqual({
      monthlyCost: 34640,
      hoursRecoveredMonthly: 69,
      monthlySavings: 13856,
      annualSavings: 166272,
    })
    expect(calculateImpact(1, 15)).toEqual({ monthlyCost: 65, hoursRecoveredMonthly: 2, monthlySavings: 26, annualSavings: 312 })
  })
})
