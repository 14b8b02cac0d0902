import { describe, expect, it } from 'vitest'
import { calculateDemoInvestment, getInvestmentTier, getTierFeatures, INVESTMENT_PERCENT } from './demo-investment'

describe('getInvestmentTier (docs/product.md#investment-tiers: Essential < 25 ≤ Standard < 40 ≤ Premium < 60 ≤ Enterprise)', () => {
  it.each([
    [10, 'Essential'],
    [20, 'Essential'],
    [24, 'Essential'],
    [25, 'Standard'],
    [35, 'Standard'],
    [39, 'Standard'],
    [40, 'Premium'],
    [55, 'Premium'],
    [59, 'Premium'],
    [60, 'Enterprise'],
    [80, 'Enterprise'],
  ])('%i%% is %s', (percentage, tier) => {
    expect(getInvestmentTier(percentage)).toBe(tier)
  })
})

describe('getTierFeatures', () => {
  const base = ['Premium agents', 'Extended integrations (up to 10 tools)', 'Advanced automation']
  it('adds advanced voice from Standard and custom training from Premium', () => {
    expect(getTierFeatures('Essential')).toEqual(base)
    expect(getTierFeatures('Standard')).toEqual([...base, 'Advanced voice'])
    expect(getTierFeatures('Premium')).toEqual([...base, 'Advanced voice', 'Basic custom agent training'])
    expect(getTierFeatures('Enterprise')).toEqual(getTierFeatures('Premium'))
  })
})

describe('calculateDemoInvestment', () => {
  it('defaults to 40% on the impact page savings', () => {
    expect(INVESTMENT_PERCENT).toEqual({ min: 10, max: 80, step: 5, default: 40 })
    // $606 a month saved (10 h at $35): 40% is $242; 7272 / 242 = 30.0; 242 / 606 = 0.40
    expect(calculateDemoInvestment(606, 40)).toEqual({ tier: 'Premium', monthlyAmount: 242, annualRoiMultiple: 30, paybackMonths: 0.4 })
  })
  it('handles the slider ends', () => {
    expect(calculateDemoInvestment(1000, 10)).toEqual({ tier: 'Essential', monthlyAmount: 100, annualRoiMultiple: 120, paybackMonths: 0.1 })
    expect(calculateDemoInvestment(1000, 80)).toEqual({ tier: 'Enterprise', monthlyAmount: 800, annualRoiMultiple: 15, paybackMonths: 0.8 })
  })
  it('clamps out-of-range percentages to the slider', () => {
    expect(calculateDemoInvestment(1000, 5).monthlyAmount).toBe(100)
    expect(calculateDemoInvestment(1000, 95).monthlyAmount).toBe(800)
  })
  it('gives zeros without savings', () => {
    expect(calculateDemoInvestment(0, 40)).toEqual({ tier: 'Premium', monthlyAmount: 0, annualRoiMultiple: 0, paybackMonths: 0 })
  })
})
